import { label, type AuditPhrases } from '../audit-phrase';
import type { authApi } from '../auth.routes';

export const authPhrases: AuditPhrases<typeof authApi> = {
  changeClinician: ({ params, body, result }) => ({
    verb: 'mark',
    what: `${label(result?.username, params.id)} as ${body.clinician ? 'a clinician' : 'not a clinician'}`,
  }),
  changeRole: ({ params, body, result }) => ({ verb: 'change', what: `role of ${label(result?.user.username, params.id)} to ${body.role}` }),
};
