import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authKeys, createQueryClient } from '@wsms/api-client';
import { takeOverPrerenderedPage } from '@wsms/first-paint/swap';
import { App } from './app/app';
import { readBootstrap } from './features/bootstrap/read-bootstrap';
import { prefetchRemotesManifest, remoteKeys } from './features/remotes/remotes-manifest';
import { startVitalsAfterLoad } from './features/vitals/start-vitals';

// The gateway embeds the current user and the remote manifest in the page: the first render asks
// for neither (a signed-out visit makes no /api/auth/me call, so no 401 in the console).
const bootstrap = readBootstrap();
if (!bootstrap.remotes) prefetchRemotesManifest();
const client = createQueryClient();
if (bootstrap.user !== undefined) client.setQueryData(authKeys.me(), bootstrap.user);
// In the cache before the first render: that render already has the routes (no pending pass).
if (bootstrap.remotes) client.setQueryData(remoteKeys.manifest(), bootstrap.remotes);
const container = document.getElementById('root')!;
// A signed-out public page may arrive with its build-time snapshot: it stays until the live page is ready.
takeOverPrerenderedPage(container);
const root = createRoot(container);
startTransition(() => root.render(<App client={client} />));
// Real visitors' LCP, INP and CLS, by route template: web-vitals loads after the page has (see start-vitals.ts).
startVitalsAfterLoad();
