import type { Response } from 'express';
import { hasRole, listScopeMessages, type Identity, type ListScope } from '@wsms/contracts';
import { etagOf, forbidden, publicListPolicy, setPublicCaching, setRevalidatedCaching, unauthorized, type ReadCache } from '@wsms/service-kit';

export const viewerOf = (identity: Identity | undefined) => ({ isAdmin: hasRole(identity?.role, 'admin') });
export type Viewer = ReturnType<typeof viewerOf>;

/**
 * A public list: every caller, signed in or not, gets the same cached answer (ETag computed once,
 * short max-age with stale-while-revalidate, 304 on revalidation), so the public pages show an admin
 * what a guest sees. The admin screens ask for the full list by name (`scope=all`): read fresh, for
 * admins only, never stored by shared caches.
 */
export async function cachedList<T>(cache: ReadCache, key: string, scope: ListScope, identity: Identity | undefined, res: Response, load: (scope: ListScope) => Promise<T>) {
  if (scope === 'all') {
    if (!identity) throw unauthorized(listScopeMessages.signIn);
    if (!viewerOf(identity).isAdmin) throw forbidden(listScopeMessages.adminsOnly);
    const body = await load('all');
    setRevalidatedCaching(res, etagOf(body));
    return body;
  }
  const { body, etag } = await cache.get(key, () => load('public'));
  setPublicCaching(res, etag, publicListPolicy);
  return body;
}
