import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';
import { orderKeys } from './store-keys';

/** An embedded-store order; its id is an unguessable token, so holding the link is the access. */
export const getOrder = (orderId: string) => callApi(catalog.getOrder, { params: { id: orderId } });

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
