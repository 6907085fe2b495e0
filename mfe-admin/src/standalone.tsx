import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@wsms/api-client';
import { Toaster, UiProvider } from '@wsms/ui';
import { BrowserRouter } from 'react-router';
import App from './app';

const queryClient = createQueryClient();

/** Development only: this remote on its own, with the providers the shell normally gives it. */
export function Standalone() {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Toaster />
      </UiProvider>
    </QueryClientProvider>
  );
}
