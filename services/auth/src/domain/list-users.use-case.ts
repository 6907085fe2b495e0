import type { PublicUser, Role } from '@wsms/contracts';
import type { AuthDeps } from './auth-deps';
import { toPublicUser } from './public-user';

/** Callers check the admin role first (see users.routes.ts). Newest first. */
export async function listUsers(deps: Pick<AuthDeps, 'users'>, filter: { role?: Role }): Promise<PublicUser[]> {
  return (await deps.users.list(filter)).map(toPublicUser);
}
