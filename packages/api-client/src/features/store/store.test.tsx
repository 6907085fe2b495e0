import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
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

describe('embedded-store orders (admin)', () => {
  test('When an order is marked paid, then the order list is read again', async () => {
    const { useMarkOrderPaid, useOrders } = await import('./orders');
    let paid = false;
    const fetchMock = mockFetch({
      'GET /api/orders': () => ({ body: [{ id: 'o1', status: 'placed', paidAt: paid ? '2026-01-01T00:00:00.000Z' : null }] }),
      'POST /api/orders/o1/paid': () => {
        paid = true;
        return { body: { id: 'o1' } };
      },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ orders: useOrders(), markPaid: useMarkOrderPaid() }), { wrapper });
    await waitFor(() => expect(result.current.orders.data?.[0]?.paidAt).toBeNull());

    await act(() => result.current.markPaid.mutateAsync('o1'));

    await waitFor(() => expect(result.current.orders.data?.[0]?.paidAt).toBe('2026-01-01T00:00:00.000Z'));
    expect(fetchMock).toHaveBeenCalledWith('/api/orders/o1/paid', expect.objectContaining({ method: 'POST' }));
  });

  test('When marking paid is refused, then the error is "Failed to mark order paid" with the server\'s reason kept', async () => {
    const { useMarkOrderPaid } = await import('./orders');
    mockFetch({ 'POST /api/orders/o1/paid': { status: 503, body: { message: 'The purchase could not be recorded right now; try again' } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMarkOrderPaid(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync('o1')).rejects.toMatchObject({
        status: 503,
        message: 'Failed to mark order paid',
        serverMessage: 'The purchase could not be recorded right now; try again',
      });
    });
  });
});
