import { render } from '@testing-library/react';
import { createQueryClient } from '@wsms/api-client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';

/** The whole shell (layout, routes, guards, toasts) at `path`, with a fresh query cache. */
export function renderApp(path = '/') {
  const client = createQueryClient();
  const utils = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}
