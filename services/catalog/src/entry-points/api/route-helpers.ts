import type { Response } from 'express';
import { hasRole, type Identity } from '@wsms/contracts';
import { etagOf, publicListPolicy, setPublicCaching, setRevalidatedCaching, type ReadCache } from '@wsms/service-kit';

export const viewerOf = (identity: Identity | undefined) => ({ isAdmin: hasRole(identity?.role, 'admin') });
export type Viewer = ReturnType<typeof viewerOf>;

/**
 * A public list: visitors get the cached answer (ETag computed once, short max-age with
 * stale-while-revalidate, 304 on revalidation); an admin's fuller view is read fresh and never
 * stored by shared caches.
 */
export async function cachedList<T>(cache: ReadCache, key: string, identity: Identity | undefined, res: Response, load: (viewer: Viewer) => Promise<T>) {
  const viewer = viewerOf(identity);
  if (viewer.isAdmin) {
    const body = await load(viewer);
    setRevalidatedCaching(res, etagOf(body));
    return body;
  }
  const { body, etag } = await cache.get(key, () => load(viewer));
  setPublicCaching(res, etag, publicListPolicy);
  return body;
}
