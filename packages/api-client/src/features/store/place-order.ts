import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { PlaceOrderInput } from '@wsms/contracts';
import * as catalog from '../../generated/catalog-routes';
import { orderKeys } from './store-keys';

export const placeOrder = (orderId: string, customer: PlaceOrderInput) =>
  callApi(catalog.placeOrder, { params: { id: orderId }, body: customer });

export function usePlaceOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: PlaceOrderInput) => placeOrder(orderId, customer),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
    // 409 'Order already placed': show what the server now holds.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
