import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { createBookingCheckout } from './create-checkout';
import { useFreeTimes } from './get-free-times';
import { getBookings } from './get-bookings';
import { settleCheckout } from './settle-checkout';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const checkoutBody = {
  instructorId: 'i1',
  bookingData: { clientName: 'Jo', clientEmail: 'jo@example.com', sessionType: 'technique', location: 'woburn', notes: '', sessionDate: '2026-03-09', time: '09:00' },
};

describe('booking operations', () => {
  test('When no date is chosen yet, then free times are not asked for; once it is, the date goes in the query', async () => {
    const fetchMock = mockFetch({ 'GET /api/instructors/i1/availability?date=2026-03-09': { body: { availableTimes: ['09:00'] } } });
    const { result, rerender } = renderHook(({ date }: { date: string | null }) => useFreeTimes('i1', date), {
      wrapper,
      initialProps: { date: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ date: '2026-03-09' });
    await waitFor(() => expect(result.current.data?.availableTimes).toEqual(['09:00']));
  });

  test('When checkout is refused with a JSON message, then the error is that message and keeps the status', async () => {
    mockFetch({ 'POST /api/bookings/checkout': { status: 409, body: { message: 'That time is no longer available' } } });
    const error = await createBookingCheckout(checkoutBody).catch((e: unknown) => e);
    expect((error as Error).message).toBe('That time is no longer available');
    expect((error as { status: number }).status).toBe(409);
  });

  test('When checkout is refused with a 400 naming fields, then the error keeps the body for the form', async () => {
    const body = { message: 'Invalid email address', errors: [{ path: 'bookingData.clientEmail', message: 'Invalid email address' }] };
    mockFetch({ 'POST /api/bookings/checkout': { status: 400, body } });
    const error = await createBookingCheckout(checkoutBody).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: body.message, errors: body.errors });
  });

  test('When no answer arrives for a session checkout (offline), then the spec fallback is thrown, not the browser text', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createBookingCheckout(checkoutBody)).rejects.toMatchObject({ status: 0, message: 'Unable to process payment. Please try again.' });
  });

  test('When checkout fails with an empty body, then the error reads "Unable to process payment. Please try again."', async () => {
    mockFetch({ 'POST /api/bookings/checkout': { status: 502 } });
    await expect(createBookingCheckout(checkoutBody)).rejects.toThrow(/^Unable to process payment\. Please try again\.$/);
  });

  test('When checkout succeeds, then the body is sent as JSON and the checkout URL comes back', async () => {
    const fetchMock = mockFetch({ 'POST /api/bookings/checkout': { status: 201, body: { checkoutUrl: '/checkout/b1', bookingId: 'b1' } } });
    await expect(createBookingCheckout(checkoutBody)).resolves.toEqual({ checkoutUrl: '/checkout/b1', bookingId: 'b1' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(checkoutBody);
  });

  test('When a client\'s bookings are read, then their e-mail goes in the query', async () => {
    mockFetch({ 'GET /api/bookings?clientEmail=jo%40example.com': { body: [{ id: 'b1' }] } });
    await expect(getBookings({ clientEmail: 'jo@example.com' })).resolves.toEqual([{ id: 'b1' }]);
  });

  test('When confirming an expired hold, then the server\'s message is the error, and the booking key went as a header', async () => {
    const fetchMock = mockFetch({ 'POST /api/checkout/b1/confirm': { status: 409, body: { message: 'This booking hold has expired' } } });
    await expect(settleCheckout('b1', 'k1', 'confirm')).rejects.toThrow(/^This booking hold has expired$/);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'x-booking-key': 'k1' });
  });

  test('When a session type is chosen, then free times are asked for that session type', async () => {
    mockFetch({ 'GET /api/instructors/i1/availability?date=2026-03-09&sessionType=extended': { body: { availableTimes: ['10:00'] } } });
    const { result } = renderHook(() => useFreeTimes('i1', '2026-03-09', 'extended'), { wrapper });
    await waitFor(() => expect(result.current.data?.availableTimes).toEqual(['10:00']));
  });
});
