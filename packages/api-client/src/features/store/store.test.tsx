import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { createStoreCheckout } from './create-checkout';
import { getOrder } from './get-order';
import { getProducts } from './get-products';
import { usePlaceOrder } from './place-order';
import { orderKeys } from './store-keys';

describe('store operations', () => {
  test('When products fail to load, then the error reads "Failed to fetch products" and carries the status', async () => {
    mockFetch({ 'GET /api/products': { status: 503 } });
    await expect(getProducts()).rejects.toMatchObject({ message: 'Failed to fetch products', status: 503 });
  });

  test('When a checkout is created, then the variant is sent with quantity 1 and the answer is returned as is', async () => {
    const fetchMock = mockFetch({ 'POST /api/shopify/checkout': { body: {} } });
    await expect(createStoreCheckout('tee-m')).resolves.toEqual({});
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ variantId: 'tee-m', quantity: 1 });
  });

  test('When an unknown order is read, then the error carries status 404', async () => {
    mockFetch({ 'GET /api/orders/nope': { status: 404, body: { message: 'Order not found' } } });
    await expect(getOrder('nope')).rejects.toMatchObject({ status: 404 });
  });

  test('When an order is placed, then the cached order becomes the placed one', async () => {
    const placed = { id: 'tok', status: 'placed', customerName: 'Ana' };
    mockFetch({ 'POST /api/orders/tok/place': { body: placed } });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePlaceOrder('tok'), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Ana', email: 'ana@example.com' }));
    expect(client.getQueryData(orderKeys.detail('tok'))).toEqual(placed);
  });
});
