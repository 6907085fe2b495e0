import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster, UiProvider } from '@wsms/ui';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@wsms/api-client/session';

function Elsewhere() {
  return <p>{`Now at ${useLocation().pathname}`}</p>;
}

/** A remote's App at `path`, with the providers the shell gives it; other paths print where they are. */
export function renderRemoteRoute(App: ComponentType, path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Routes>
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </UiProvider>
    </QueryClientProvider>,
  );
}
