import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authKeys, createQueryClient } from '@wsms/api-client';
import { App } from './app/app';
import { readBootstrap } from './features/bootstrap/read-bootstrap';
import { prefetchRemotesManifest, seedRemotesManifest } from './features/remotes/remotes-manifest';

// The gateway embeds the current user and the remote manifest in the page: the first render asks
// for neither (a signed-out visit makes no /api/auth/me call, so no 401 in the console).
const bootstrap = readBootstrap();
if (bootstrap.remotes) seedRemotesManifest(bootstrap.remotes);
else prefetchRemotesManifest();
const client = createQueryClient();
if (bootstrap.user !== undefined) client.setQueryData(authKeys.me(), bootstrap.user);
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App client={client} />));
