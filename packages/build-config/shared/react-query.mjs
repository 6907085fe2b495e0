// What the apps may import from @tanstack/react-query (see react-router.mjs for why a subset).
// Infinite and multi-query hooks are left out until a page needs them (about 1.5 KB gzipped).
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  skipToken,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-bundle';
