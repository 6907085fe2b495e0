import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSummary, PlaceOrderInput } from '@wsms/contracts';
import { apiRequest } from '../../lib/api-request';
import { orderKeys } from './store-keys';

export async function placeOrder(orderId: string, customer: PlaceOrderInput): Promise<OrderSummary> {
  const res = await apiRequest('POST', `/api/orders/${encodeURIComponent(orderId)}/place`, customer);
  return (await res.json()) as OrderSummary;
}

export function usePlaceOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: PlaceOrderInput) => placeOrder(orderId, customer),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
    // 409 'Order already placed': show what the server now holds.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
