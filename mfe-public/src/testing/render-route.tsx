import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@wsms/api-client';
import { Toaster, UiProvider } from '@wsms/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import App from '../app';

function Elsewhere() {
  return <p>{`Now at ${useLocation().pathname}`}</p>;
}

/** This remote's App at `path`, with the providers the shell gives it; other paths print where they are. */
export function renderRoute(path: string) {
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
