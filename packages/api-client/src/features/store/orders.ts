import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';
import { orderKeys } from './store-keys';

/** Embedded-store orders, newest first (admins). */
export const getOrders = () => callApi(catalog.listOrders, undefined, { failure: 'Failed to fetch orders' });

export const ordersQueryOptions = () => queryOptions({ queryKey: orderKeys.lists(), queryFn: getOrders });

export const useOrders = () => useQuery(ordersQueryOptions());

/** Records the payment taken at the gym for a placed order; a digital product then becomes its buyer's. */
export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(catalog.markOrderPaid, { params: { id: orderId } }, { failure: 'Failed to mark order paid' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
