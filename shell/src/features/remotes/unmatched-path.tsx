import type { UseQueryResult } from '@tanstack/react-query';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { Loading } from '@wsms/ui';
import { NotFoundPage } from '../../pages/not-found-page';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * A path no known route matches: still loading the remote list, or owned by a remote whose routes
 * are unknown right now (its area's fallback, whose Retry asks again), or truly not found.
 */
export function UnmatchedPath({ manifest }: { manifest: UseQueryResult<RemotesManifest> }) {
  // Which code the path needs is not known yet: a snapshot of the page stays until it is.
  if (manifest.isPending) return <Loading codePending />;
  const someUnknown = manifest.isError || manifest.data.remotes.some((remote) => remote.unavailable !== undefined);
  if (!someUnknown) return <NotFoundPage />;
  return <RemoteUnavailable onRetry={() => void manifest.refetch()} />;
}
