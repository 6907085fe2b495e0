import { roleMessages, type Identity, type RoleChangeInput, type RoleChangeResponse } from '@wsms/contracts';
import { conflict, notFound } from '@wsms/service-kit';
import type { LinkInstructor } from '../adapters/instructor-linker';
import type { AuthDeps } from './auth-deps';
import { toPublicUser } from './public-user';

type RoleDeps = Pick<AuthDeps, 'users'> & { linkInstructor: LinkInstructor };

/**
 * Promotes a user to staff (their instructor record is found by e-mail, or created inactive, first:
 * if that fails the role stays) or demotes staff to user. The new role holds from the next request,
 * since every request reads the account afresh. Admin accounts and one's own role are not changed here;
 * an account is promoted only once its e-mail is verified.
 */
export async function changeRole(deps: RoleDeps, actor: Identity, userId: string, { role }: RoleChangeInput): Promise<RoleChangeResponse> {
  const user = await deps.users.findById(userId);
  if (!user) throw notFound(roleMessages.userNotFound);
  if (user.id === actor.sub) throw conflict(roleMessages.ownRole);
  if (user.role === 'admin') throw conflict(roleMessages.adminRole);
  // Staff are matched to their instructor record (and its bookings) by e-mail: only by an address shown to be theirs.
  if (role === 'staff' && user.role !== 'staff' && !user.emailVerified) throw conflict(roleMessages.emailNotVerified);
  const instructor = role === 'staff' ? await deps.linkInstructor(user, actor) : null;
  const updated = await deps.users.setRole(user.id, role);
  if (!updated) throw notFound(roleMessages.userNotFound);
  return { user: toPublicUser(updated), instructor };
}
