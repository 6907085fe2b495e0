import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { RouteContract, RouteInput, RouteReply } from '@wsms/contracts/api';
import type { ApiRoute } from './api-route';
import { callApiPage, type CallOptions } from './call-api';

type ItemOf<C extends RouteContract> = RouteReply<C> extends Array<infer T> ? T : never;

/** A paged route answers an array (its contract's 200 is z.array(item)): checked, since TypeScript cannot narrow RouteReply<C> for a generic C. */
const isItemList = <C extends RouteContract>(reply: RouteReply<C>): reply is RouteReply<C> & ItemOf<C>[] => Array.isArray(reply);

export interface PagedListOptions<C extends RouteContract> {
  /** From the domain's key factory; include every filter (a new filter is a new list, from its first page). */
  queryKey: QueryKey;
  route: ApiRoute<C>;
  /** The first page's parameters and filters (`query.limit` sets the page size); later pages follow `Link`. */
  input?: Pick<RouteInput<C>, 'params' | 'query'>;
  options?: CallOptions;
  enabled?: boolean;
}

export interface PagedList<T> {
  /** Every item of the pages loaded so far, in the list's order. */
  items: T[];
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  /** More remain on the server (the last page answered a `Link: rel="next"`). */
  hasMore: boolean;
  loadMore: () => unknown;
  isLoadingMore: boolean;
  /** Loading the next page failed (the pages already shown stay). */
  loadMoreError: Error | null;
}

/**
 * A paged list route as an infinite query: the first page at once, the next one when `loadMore` is
 * called, following each answer's RFC 8288 `Link: <…>; rel="next"` (the service keeps the filters in
 * it). Refetching (after a write) reloads the pages shown, from the first.
 */
export function usePagedList<C extends RouteContract>({ queryKey, route, input, options, enabled = true }: PagedListOptions<C>): PagedList<ItemOf<C>> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => callApiPage(route, input, pageParam, options),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
  const items = (query.data?.pages ?? []).flatMap((page): ItemOf<C>[] => (isItemList<C>(page.items) ? page.items : []));
  return {
    items,
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    error: query.isFetchNextPageError ? null : query.error,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? query.error : null,
  };
}
