// What the apps may import from @tanstack/react-query (see react-router.mjs for why a subset).
// Multi-query hooks are left out until a page needs them; useInfiniteQuery serves every paged list
// (usePagedList of @wsms/api-client/session).
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-bundle';
