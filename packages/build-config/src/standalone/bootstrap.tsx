import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wsms/api-client';
import App from '@wsms/standalone-app';
import { Toaster, UiProvider } from '@wsms/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

// The remote on its own, with the providers the shell normally gives it.
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={createQueryClient()}>
    <UiProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <Toaster />
    </UiProvider>
  </QueryClientProvider>,
);
