// Shared at run time (one instance per page): the current-user query, its keys and the auth
// mutations that write it, and the QueryClient factory, so the shell and every remote read and
// update the same cache entry whichever release each was built with.
export * from './features/auth';
export { createQueryClient } from './lib/query-client';
