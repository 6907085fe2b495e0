import { clinicianMessages, roleMessages, type ClinicianChangeInput, type PublicUser } from '@wsms/contracts';
import { conflict, notFound } from '@wsms/service-kit';
import type { AuthDeps } from './auth-deps';
import { toPublicUser } from './public-user';

/**
 * An admin marks a staff or admin account as a clinician (or no longer). It holds from the next
 * request (within the gateway's SESSION_CACHE_MS), since every request reads the account afresh.
 */
export async function changeClinician(deps: Pick<AuthDeps, 'users'>, userId: string, { clinician }: ClinicianChangeInput): Promise<PublicUser> {
  const user = await deps.users.findById(userId);
  if (!user) throw notFound(roleMessages.userNotFound);
  if (user.role === 'user') throw conflict(clinicianMessages.staffOnly);
  const updated = await deps.users.setClinician(user.id, clinician);
  if (!updated) throw notFound(roleMessages.userNotFound);
  return toPublicUser(updated);
}
