import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import type { WaitlistEntry } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';

const me = { id: 'u1', username: 'jamie', email: 'jamie.rivera@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera' };
const bookingsUrl = 'GET /api/bookings?clientEmail=jamie.rivera%40example.com';

const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'e1', instructorId: 'i1', instructorName: 'Marcus Silva', sessionDate: '2030-01-08', times: ['10:00', '11:00'],
  sessionType: 'technique', location: 'marlborough', status: 'waiting', position: 2, joinedAt: '2030-01-07T12:00:00.000Z',
  ...overrides,
});
const offered = entry({ id: 'e2', status: 'offered', position: null, offer: { id: 'e2', time: '10:00', expiresAt: '2030-01-07T12:30:00.000Z' } });

function setup(waitlist: Parameters<typeof mockFetch>[0][string], more: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: me },
    [bookingsUrl]: { body: [] },
    'GET /api/user/credits': { body: { balance: 0, credits: [], history: [] } },
    'GET /api/user/waitlist': waitlist,
    ...more,
  });
  const user = userEvent.setup();
  renderRoute('/client-portal?tab=sessions');
  return { fetchMock, user };
}

afterEach(() => act(() => resetToasts()));

describe('My Waitlist (under My Sessions)', () => {
  test('When the entries are loading, then loading text shows', async () => {
    setup(never);
    expect(await screen.findByText('Loading waitlist...')).toBeInTheDocument();
  });

  test('When the client waits for nothing, then the empty text says how to join', async () => {
    setup({ body: [] });
    expect(await screen.findByText(/You are not on any waitlist/)).toBeInTheDocument();
  });

  test('When more entries remain than a page holds, then Load more adds the next page below', async () => {
    const { fetchMock, user } = setup((_init, url = '') =>
      url.includes('cursor=')
        ? { body: [entry({ id: 'e9', instructorName: 'Ana Costa' })] }
        : { body: [entry()], headers: { link: '</api/user/waitlist?cursor=Zq9&limit=1>; rel="next"' } },
    );
    expect(await screen.findByRole('article', { name: /Waitlist for Marcus Silva/ })).toBeInTheDocument();
    expect(screen.getByText('Showing the first 1 waitlist entries.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: /Waitlist for Ana Costa/ })).toBeInTheDocument();
    expect(screen.getByText('Showing all 2 waitlist entries.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/waitlist?cursor=Zq9&limit=1')).toBe(true);
  });

  test('When the entries cannot be read, then the error offers Try again', async () => {
    setup({ status: 500 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch your waitlist');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('When a seat is held for the client, then Claim Seat books it and the times, position and status show as text', async () => {
    const { fetchMock, user } = setup({ body: [offered, entry()] }, { 'POST /api/waitlist/e2/claim': { status: 201, body: { booking: { id: 'b1' }, checkoutUrl: null } } });
    const cards = await screen.findAllByRole('article', { name: /Waitlist for Marcus Silva/ });
    expect(cards[0]).toHaveTextContent('Seat held for you');
    expect(cards[0]).toHaveTextContent('is held for you until Jan 7, 7:30 AM EST.');
    expect(cards[1]).toHaveTextContent('Waiting');
    expect(cards[1]).toHaveTextContent('Position2');
    expect(within(cards[1]!).queryByRole('button', { name: 'Claim Seat' })).toBeNull();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Claim Seat' }));

    expect(await screen.findByText('Seat booked')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/waitlist/e2/claim', expect.objectContaining({ method: 'POST' }));
  });

  test('When Leave Waitlist is chosen, then nothing is sent until the dialog is confirmed', async () => {
    const { fetchMock, user } = setup({ body: [entry()] }, { 'DELETE /api/waitlist/e1': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Leave Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Waitlist' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/waitlist/e1', expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Leave Waitlist' }));

    expect(await screen.findByText('You left the waitlist')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/waitlist/e1', expect.objectContaining({ method: 'DELETE' }));
  });
});
