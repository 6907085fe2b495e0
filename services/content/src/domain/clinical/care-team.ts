import { clinicalMessages as m, type Identity } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import type { ClinicalDeps } from './clinical-deps';

type Area = 'intake' | 'clinical notes' | 'injuries';

export const fullName = (person: { firstName: string; lastName: string; email?: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || (person.email ?? '');

/** How a viewer is shown in the client's "who viewed my record". */
export const viewerRole = (identity: Identity) => (identity.role === 'admin' ? 'Admin' : identity.clinician ? 'Clinician' : 'Coach');

export function requireClinician(identity: Identity) {
  if (!identity.clinician) throw forbidden(m.notClinician);
}

/**
 * The care team of a client: admins, and staff whose instructor record has a booking the client
 * confirmed or attended (confirmed, completed, no-show; not one the gym made alone), asked of booking. Anyone else is refused; an admin naming an account
 * that does not exist gets 404.
 */
export async function assertCareTeam(deps: ClinicalDeps, identity: Identity, clientId: string) {
  if (identity.role === 'admin') {
    const [account] = await deps.directory.accountsByIds([clientId]);
    if (!account) throw notFound(m.clientNotFound);
    return account;
  }
  if (identity.role !== 'staff') throw forbidden(m.notCareTeam);
  // The one client asked about, not every client the instructor ever had (thousands at five years).
  const [account] = await deps.directory.accountsByIds([clientId]);
  const team = account ? await deps.directory.careTeamOf(identity.email, account.email.toLowerCase()) : null;
  const client = team?.clients.find((c) => c.id === clientId);
  if (!client) throw forbidden(m.notCareTeam);
  return client;
}

/** Every read of a client's record by someone other than the client is kept. */
export async function logRead(deps: ClinicalDeps, identity: Identity, clientId: string, what: Area) {
  if (identity.sub === clientId) return;
  await deps.access.log({ clientId, viewerId: identity.sub, viewerName: fullName(identity), viewerRole: viewerRole(identity), what, at: deps.now() });
}
