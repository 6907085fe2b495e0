import type { PublicUser, Role } from '@wsms/contracts';
import type { Page, PageRequestOf } from '@wsms/service-kit';
import type { AuthDeps } from './auth-deps';
import { toPublicUser } from './public-user';

/** Callers check the admin role first (see users.routes.ts). One page, newest first. */
export async function listUsers(deps: Pick<AuthDeps, 'users'>, filter: { role?: Role }, page: PageRequestOf): Promise<Page<PublicUser>> {
  const found = await deps.users.listPage(filter, page);
  return { ...found, items: found.items.map(toPublicUser) };
}
