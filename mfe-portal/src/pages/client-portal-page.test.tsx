import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import type { Booking } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../testing/render-route';

const me = { id: 'u1', username: 'jamie', email: 'jamie.rivera@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera' };
const bookingsUrl = 'GET /api/bookings?clientEmail=jamie.rivera%40example.com';

function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1', instructorId: 'i1', instructorName: 'Marcus Silva', instructorEmail: 'marcus.silva@sciencemeetssport.com',
    clientName: 'Jamie Rivera', clientEmail: me.email, date: '2026-03-09', sessionDate: '2026-03-09', time: '10:00',
    startsAt: null, sessionType: 'technique', serviceType: 'technique', location: 'west boylston', totalAmount: '85.00',
    status: 'confirmed', holdExpiresAt: null, paymentMethod: 'at_gym', paymentStatus: 'due', createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

function setup(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: me },
    'GET /api/user/credits': { body: { balance: 0, credits: [], history: [] } },
    'GET /api/user/waitlist': { body: [] },
    ...routes,
  });
  const user = userEvent.setup();
  renderRoute(path);
  return { fetchMock, user };
}

afterEach(() => act(() => resetToasts()));

describe('Client portal', () => {
  test("When opened, then the spec's three tabs show; My Programs explains that none are assigned yet and holds My Digital Content below", async () => {
    setup('/client-portal', { 'GET /api/user/workout-programs': { body: [] } });
    const tabs = await screen.findByRole('tablist', { name: 'Client portal' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['My Programs', 'My Sessions', 'Schedule Class', 'Health Record']);
    expect(screen.getByRole('tab', { name: 'My Programs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No programs assigned yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My Digital Content' })).toBeInTheDocument();
  });

  test('When My Sessions is chosen, then upcoming sessions (soonest first) and past ones are apart, with date, time, instructor, location and status', async () => {
    const { user, fetchMock } = setup('/client-portal', {
      [bookingsUrl]: {
        body: [
          buildBooking({ id: 'b2', date: '2099-03-12', sessionDate: '2099-03-12', time: '14:00', status: 'pending', location: 'woburn', instructorName: 'Elena Park' }),
          buildBooking({ id: 'b3', date: '2099-03-09', sessionDate: '2099-03-09' }),
          buildBooking(),
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'My Sessions' }));
    const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Monday, March 9, 2099');
    expect(first).toHaveTextContent('10:00 AM EDT');
    expect(first).toHaveTextContent('Marcus Silva');
    expect(first).toHaveTextContent('West Boylston');
    expect(within(first!).getByText('confirmed')).toHaveStyle({ borderRadius: '999px' });
    expect(second).toHaveTextContent('Thursday, March 12, 2099');
    expect(second).toHaveTextContent('2:00 PM EDT');
    expect(second).toHaveTextContent('Woburn');
    expect(within(second!).getByText('pending')).not.toHaveStyle({ borderRadius: '999px' });
    expect(within(screen.getByRole('list', { name: 'Past sessions' })).getByRole('article')).toHaveTextContent('Monday, March 9, 2026');
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings?clientEmail=jamie.rivera%40example.com', expect.anything());
  });

  test('When the client has no bookings, then "No sessions booked yet" links to /private-classes', async () => {
    setup('/client-portal?tab=sessions', { [bookingsUrl]: { body: [] } });
    expect(await screen.findByText('No sessions booked yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Private Session' })).toHaveAttribute('href', '/private-classes');
  });

  test('When the bookings are loading, then loading text shows', async () => {
    setup('/client-portal?tab=sessions', { [bookingsUrl]: never });
    expect(await screen.findByText('Loading sessions...')).toBeInTheDocument();
  });

  test('When the bookings call fails, then "Failed to fetch bookings" shows', async () => {
    setup('/client-portal?tab=sessions', { [bookingsUrl]: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bookings');
  });

  test('When Schedule Class is chosen, then each instructor has a Book link to /private-classes?instructorId={id}', async () => {
    const { user } = setup('/client-portal', {
      'GET /api/instructors': {
        body: [
          { id: 'i1', name: 'Marcus Silva', title: 'Coach', specialties: ['A', 'B', 'C', 'D'], hourlyRate: '85.00', locations: [], isActive: true },
          { id: 'i2', name: 'Elena Park', title: 'Trainer', specialties: [], hourlyRate: '95.00', locations: [], isActive: true },
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Schedule Class' }));
    const marcus = await screen.findByRole('article', { name: 'Marcus Silva' });
    expect(within(marcus).getAllByRole('listitem')).toHaveLength(3);
    expect(within(marcus).getByRole('link', { name: 'Book with Marcus Silva' })).toHaveAttribute('href', '/private-classes?instructorId=i1');
    expect(screen.getByRole('link', { name: 'Book with Elena Park' })).toHaveAttribute('href', '/private-classes?instructorId=i2');
  });

  test('When the instructors cannot be loaded in Schedule Class, then an error text shows', async () => {
    setup('/client-portal?tab=schedule', { 'GET /api/instructors': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load instructors. Please try again later.');
  });
});
