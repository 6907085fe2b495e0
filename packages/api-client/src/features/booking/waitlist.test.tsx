import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { getMyWaitlist, useClaimWaitlistOffer, useJoinWaitlist } from './waitlist';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('waitlist operations', () => {
  test('When the entries cannot be read, then the error is the list-load failure text', async () => {
    mockFetch({ 'GET /api/user/waitlist': { status: 500 } });
    await expect(getMyWaitlist()).rejects.toThrow('Failed to fetch your waitlist');
  });

  test("When joining is refused because the time is free, then the server's reason is the message", async () => {
    mockFetch({ 'POST /api/waitlist': { status: 409, body: { message: 'That time is free right now: book it instead of joining the waitlist' } } });
    const { result } = renderHook(() => useJoinWaitlist(), { wrapper });
    const body = { instructorId: 'i1', sessionDate: '2030-01-08', times: ['10:00'], sessionType: 'technique', location: 'marlborough' };
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.message).toBe('That time is free right now: book it instead of joining the waitlist'));
  });

  test('When an offer is claimed, then the entry id goes in the path and an empty body is sent', async () => {
    const fetchMock = mockFetch({ 'POST /api/waitlist/e1/claim': { status: 201, body: { booking: { id: 'b1' }, checkoutUrl: null } } });
    const { result } = renderHook(() => useClaimWaitlistOffer(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 'e1' });
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({});
  });
});
