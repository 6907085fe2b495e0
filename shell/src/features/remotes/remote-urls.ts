import type { RemoteKey } from './remote-names';

export type RemoteUrls = Partial<Record<RemoteKey, string>>;

let pending: Promise<RemoteUrls> | null = null;

async function fetchRemoteUrls(): Promise<RemoteUrls> {
  const res = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Remote list unavailable (${res.status})`);
  const body: unknown = await res.json();
  if (!body || typeof body !== 'object') throw new Error('Remote list is not an object');
  return body as RemoteUrls;
}

/** The gateway's /remotes.json, fetched once; a failure is forgotten so a retry fetches again. */
export function getRemoteUrls(): Promise<RemoteUrls> {
  pending ??= fetchRemoteUrls().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Starts the fetch early; failures surface only when a remote area asks for the list. */
export function prefetchRemoteUrls() {
  getRemoteUrls().catch(() => undefined);
}

export async function getRemoteUrl(key: RemoteKey): Promise<string> {
  const url = (await getRemoteUrls())[key];
  if (typeof url !== 'string' || !url) throw new Error(`No URL for remote '${key}'`);
  return url;
}
