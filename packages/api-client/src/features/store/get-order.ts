import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@wsms/contracts';
import { getJson } from '../../lib/query-fn';
import { orderKeys } from './store-keys';

/** An embedded-store order; its id is an unguessable token, so holding the link is the access. */
export const getOrder = async (orderId: string) =>
  (await getJson<OrderSummary>(`/api/orders/${encodeURIComponent(orderId)}`)) as OrderSummary;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
