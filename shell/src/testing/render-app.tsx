import { render } from '@testing-library/react';
import { createQueryClient } from '@wsms/api-client';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';
import { remoteKeys } from '../features/remotes/remotes-manifest';
import { testManifest } from './remotes-manifest';

/**
 * The whole shell (layout, routes, guards, toasts) at `path`, with a fresh query cache that already
 * holds `manifest` as /remotes.json; `manifest: null` leaves the shell to fetch it.
 */
export function renderApp(path = '/', { manifest = testManifest }: { manifest?: RemotesManifest | null } = {}) {
  const client = createQueryClient();
  if (manifest) client.setQueryData(remoteKeys.manifest(), manifest);
  const utils = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}
