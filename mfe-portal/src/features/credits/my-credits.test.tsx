import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wsms/api-client/testing';
import type { MyCredits } from '@wsms/contracts';
import { renderRoute } from '../../testing/render-route';

const me = { id: 'u1', username: 'jamie', email: 'jamie@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera', emailVerified: true };

function setup(credits: { status?: number; body: unknown }) {
  mockFetch({
    'GET /api/auth/me': { body: me },
    'GET /api/user/credits': credits,
    'GET /api/bookings?clientEmail=jamie%40example.com': { body: [] },
    'GET /api/bookings/unread-messages': { body: { total: 0, byBooking: {} } },
    'GET /api/user/waitlist': { body: [] },
  });
  renderRoute('/client-portal?tab=credits');
}

describe('My Credits', () => {
  test('When the client has credits, then the balance, each expiry date and the history with reasons are shown', async () => {
    const credits: MyCredits = {
      balance: 1,
      credits: [
        { id: 'c1', packageName: 'Five pack', sessionTypes: ['technique'], expiresAt: '2030-02-07T04:59:59.999Z', status: 'available' },
        { id: 'c2', packageName: 'Five pack', sessionTypes: ['technique'], expiresAt: '2030-02-07T04:59:59.999Z', status: 'used' },
      ],
      history: [
        { at: '2030-01-08T15:00:00.000Z', change: -1, reason: 'Booked a session', bookingId: 'b1' },
        { at: '2030-01-07T15:00:00.000Z', change: 2, reason: 'Bought Five pack' },
      ],
    };
    setup({ body: credits });

    expect(await screen.findByText('1 credit available')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Credits' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Five pack (Technique Training (1 Hour)): expires Feb 6, 2030Available');
    const history = within(screen.getByRole('list', { name: 'Credit history' })).getAllByRole('listitem');
    expect(history.map((h) => h.textContent)).toEqual(['Jan 8, 2030: Booked a session-1', 'Jan 7, 2030: Bought Five pack+2']);
  });

  test('When the client has none, then the section says so and links to the packages; a failure offers Try again', async () => {
    setup({ body: { balance: 0, credits: [], history: [] } });
    expect(await screen.findByText('No credits yet. A package of sessions costs less per session.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Packages' })).toHaveAttribute('href', '/private-classes');
  });

  test('When the credits cannot be loaded, then an error with Try again is shown', async () => {
    setup({ status: 500, body: { message: 'down' } });
    expect(await screen.findByText('Failed to load your credits. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
