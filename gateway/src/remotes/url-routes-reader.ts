import { parseRoutesFile, type RoutesResult } from './parse-routes-file';

const FETCH_TIMEOUT_MS = 2000;

interface Cached {
  fetchedAt: number;
  result: RoutesResult;
  pending?: Promise<RoutesResult>;
}

async function fetchRoutes(url: string): Promise<RoutesResult> {
  try {
    // eslint-disable-next-line no-restricted-syntax -- a remote's routes file, a static file: no service's route.
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!res.ok) return { unavailable: `routes.json answered ${res.status}` };
    return parseRoutesFile(await res.text());
  } catch (error) {
    return { unavailable: `routes.json unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * Fetches the routes.json of a remote hosted elsewhere and keeps it `ttlMs`. Once a good copy is
 * known it is answered at once and refreshed in the background when stale; a failed refresh keeps
 * it (a remote's hiccup must not take its pages off the site). Concurrent callers share one fetch.
 */
export function createUrlRoutesReader({ ttlMs, now = Date.now }: { ttlMs: number; now?: () => number }) {
  const cache = new Map<string, Cached>();

  const refresh = (url: string, previous: Cached | undefined): Promise<RoutesResult> => {
    const pending = fetchRoutes(url).then((result) => {
      const keep = 'unavailable' in result && previous && 'manifest' in previous.result ? previous.result : result;
      cache.set(url, { fetchedAt: now(), result: keep });
      return keep;
    });
    cache.set(url, { fetchedAt: previous?.fetchedAt ?? 0, result: previous?.result ?? { unavailable: 'loading' }, pending });
    return pending;
  };

  return async (url: string): Promise<RoutesResult> => {
    const cached = cache.get(url);
    if (cached && now() - cached.fetchedAt < ttlMs) return cached.result;
    const pending = cached?.pending ?? refresh(url, cached);
    return cached && 'manifest' in cached.result ? cached.result : pending;
  };
}
