import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RemoteDescriptor, RemotesManifest } from '@wsms/contracts/remotes';
import { parseRemotesManifest } from './parse-remotes-manifest';

/** A remote whose routes are known, i.e. one the shell can route to and load. */
export type AvailableRemote = Extract<RemoteDescriptor, { name: string }>;

export const remoteKeys = {
  manifest: () => ['shell', 'remotes-manifest'] as const,
};

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  // The gateway's own manifest, not an API route: the one read the API client does not make.
  // eslint-disable-next-line no-restricted-syntax
  const res = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Remote list unavailable (${res.status})`);
  return parseRemotesManifest(await res.json());
}

let early: Promise<RemotesManifest> | null = null;

/** Starts the first fetch before React renders: no remote can load before the list is in. */
export function prefetchRemotesManifest() {
  early = fetchRemotesManifest();
  early.catch(() => undefined);
}

/** The prefetched answer once, then a fresh request each time (a retry must ask the gateway again). */
function takeRemotesManifest(): Promise<RemotesManifest> {
  const answer = early ?? fetchRemotesManifest();
  early = null;
  return answer;
}

/** The gateway's /remotes.json: each remote's entry URL and the routes its own build declared. */
export const remotesManifestQuery = () =>
  queryOptions({ queryKey: remoteKeys.manifest(), queryFn: takeRemotesManifest, staleTime: Infinity, retry: false });

export const useRemotesManifest = () => useQuery(remotesManifestQuery());

export const isAvailable = (remote: RemoteDescriptor): remote is AvailableRemote => remote.unavailable === undefined;
