import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@wsms/api-client';
import { Toaster, UiProvider } from '@wsms/ui';
import { useState, type ReactNode } from 'react';

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        {children}
        <Toaster />
      </UiProvider>
    </QueryClientProvider>
  );
}
