import type { PublicUser, Role } from '@wsms/contracts';
import type { Page, PageRequestOf } from '@wsms/service-kit';
import type { AuthDeps } from './auth-deps';
import { toPublicUser } from './public-user';

/** Callers check the admin role first (see users.routes.ts). One page, newest first; with `q`, only the accounts it names. */
export async function listUsers(deps: Pick<AuthDeps, 'users'>, filter: { role?: Role; q?: string }, page: PageRequestOf): Promise<Page<PublicUser>> {
  const { q, ...rest } = filter;
  const found = q ? await deps.users.searchPage(q, rest, page) : await deps.users.listPage(rest, page);
  return { ...found, items: found.items.map(toPublicUser) };
}
