import { label, type AuditPhrases } from '../audit-phrase';
import type { authApi } from '../auth.routes';

export const authPhrases: AuditPhrases<typeof authApi> = {
  changeRole: ({ params, body, result }) => ({ verb: 'change', what: `role of ${label(result?.user.username, params.id)} to ${body.role}` }),
};
