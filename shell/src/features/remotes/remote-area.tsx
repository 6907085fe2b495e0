import { Loading } from '@wsms/ui';
import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import { UNSAFE_RouteContext } from 'react-router';
import { loadRemoteApp, type RemoteAppModule } from './load-remote-app';
import type { RemoteKey } from './remote-names';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type RemoteApp = LazyExoticComponent<RemoteAppModule['default']>;
const loaded = new Map<RemoteKey, RemoteApp>();

function remoteApp(key: RemoteKey, force: boolean): RemoteApp {
  if (force) loaded.delete(key);
  let app = loaded.get(key);
  if (!app) {
    app = lazy(() => loadRemoteApp(key, { force }));
    loaded.set(key, app);
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
export function RemoteArea({ remote }: { remote: RemoteKey }) {
  const [attempt, setAttempt] = useState(0);
  const App = remoteApp(remote, false);
  return (
    <RemoteErrorBoundary
      key={remote}
      onRetry={() => { remoteApp(remote, true); setAttempt(attempt + 1); }}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>
        <UNSAFE_RouteContext.Provider value={topLevelRoute}>
          <App />
        </UNSAFE_RouteContext.Provider>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
