import { QueryClient } from '@tanstack/react-query';

/** Spec section 7 defaults: no polling, no refetch on focus, never stale, no retries. Every query names its own reader. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
