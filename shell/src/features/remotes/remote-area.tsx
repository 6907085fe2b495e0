import { useQueryClient } from '@tanstack/react-query';
import { Loading } from '@wsms/ui';
import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import { UNSAFE_RouteContext } from 'react-router';
import { loadRemoteApp, type RemoteAppModule } from './load-remote-app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { isAvailable, remotesManifestQuery, type AvailableRemote } from './remotes-manifest';

type RemoteApp = LazyExoticComponent<RemoteAppModule['default']>;
type Reload = () => Promise<AvailableRemote>;
const loaded = new Map<string, RemoteApp>();

function remoteApp(remote: AvailableRemote, reload?: Reload): RemoteApp {
  if (reload) loaded.delete(remote.key);
  let app = loaded.get(remote.key);
  if (!app) {
    app = lazy(async () => (reload ? loadRemoteApp(await reload(), { force: true }) : loadRemoteApp(remote)));
    loaded.set(remote.key, app);
  }
  return app;
}

/** Drops every cached remote component (tests, and nothing else, start from scratch). */
export function forgetLoadedRemotes() {
  loaded.clear();
}

// A remote's <Routes> lists absolute paths, as if it were the top-level router.
const topLevelRoute = { outlet: null, matches: [], isDataRoute: false };

/** Downloads a remote only when one of its routes renders; a failure stays inside this area. */
export function RemoteArea({ remote }: { remote: AvailableRemote }) {
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();
  // A retry asks the gateway again: the remote may have been released (new entry, routes, needs).
  const reload: Reload = async () => {
    const manifest = await queryClient.fetchQuery({ ...remotesManifestQuery(), staleTime: 0 });
    const current = manifest.remotes.find((r) => r.key === remote.key);
    if (!current || !isAvailable(current)) throw new Error(`Remote '${remote.key}' is unavailable: ${current?.unavailable ?? 'not listed'}`);
    return current;
  };
  const App = remoteApp(remote);
  return (
    <RemoteErrorBoundary
      key={remote.key}
      area={remote.key}
      onRetry={() => { remoteApp(remote, reload); setAttempt(attempt + 1); }}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<Loading codePending />}>
        <UNSAFE_RouteContext.Provider value={topLevelRoute}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per remote in a module-level Map: the same component on every render */}
          <App />
        </UNSAFE_RouteContext.Provider>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
