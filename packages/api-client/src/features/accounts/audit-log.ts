import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '@wsms/api-client/session';
import * as auth from '../../generated/auth-routes';
import { accountKeys } from './account-keys';

export const AUDIT_PAGE = 25;

const failure = 'Failed to fetch audit log';

/**
 * Every admin write, newest first, as a paged list: the first page at once, the next one (the
 * answer's `Link: rel="next"`) on `loadMore`. Each page is `{ entries, unavailable }`: the entries
 * add up; `unavailable` names the services the last page could not read.
 */
export function useAuditLogPages() {
  const query = useInfiniteQuery({
    queryKey: accountKeys.auditLog(),
    queryFn: ({ pageParam }) => callApiPage(auth.auditLog, { query: { limit: AUDIT_PAGE } }, pageParam, { failure }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    entries: pages.flatMap((page) => page.items.entries),
    unavailable: pages.at(-1)?.items.unavailable ?? [],
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? query.error : null,
  };
}
