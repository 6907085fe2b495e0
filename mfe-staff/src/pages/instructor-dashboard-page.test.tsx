import { act, screen, within } from '@testing-library/react';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../testing/render-route';
import { buildBooking, inDays, profile, staffUser, today, withBookingLists } from '../testing/staff-fixtures';

afterEach(() => act(() => resetToasts()));

describe('Instructor dashboard', () => {
  test("When it opens, then today's sessions and the next ones show, and cancelled or past ones do not", async () => {
    const next = Array.from({ length: 6 }, (_, i) => buildBooking({ id: `n${i}`, clientName: `Next ${i}`, date: inDays(i + 1), sessionDate: inDays(i + 1) }));
    mockFetch(withBookingLists({
      'GET /api/auth/me': { body: staffUser },
      'GET /api/instructor/profile': { body: profile },
      'GET /api/instructor/bookings?instructorId=i1': {
        body: [
          ...next,
          buildBooking({ id: 't1', clientName: 'Today Person', date: today, sessionDate: today, time: '15:00' }),
          buildBooking({ id: 'c1', clientName: 'Cancelled Person', date: today, sessionDate: today, status: 'cancelled' }),
          buildBooking({ id: 'p1', clientName: 'Past Person', date: inDays(-2), sessionDate: inDays(-2) }),
        ],
      },
      'GET /api/bookings/unread-messages?instructorId=i1': { body: { total: 2, byBooking: { n0: 2 } } },
    }));
    renderRoute('/instructor-dashboard');
    const todays = await screen.findByRole('list', { name: "Today's sessions" });
    expect(within(todays).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`Today Person, ${today} 15:00`]);
    const upcoming = within(screen.getByRole('list', { name: 'Next sessions' })).getAllByRole('article');
    expect(upcoming.map((a) => a.querySelector('h3')?.textContent)).toEqual(['Next 0', 'Next 1', 'Next 2', 'Next 3', 'Next 4']);
    expect(screen.queryByText('Cancelled Person')).not.toBeInTheDocument();
    expect(screen.queryByText('Past Person')).not.toBeInTheDocument();
    expect(await screen.findByText('2 unread messages from clients.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Bookings' })).toHaveAttribute('href', '/staff-dashboard?tab=bookings');
  });

  test('When staff have no instructor record, then it says "Instructor profile not found"', async () => {
    mockFetch(withBookingLists({ 'GET /api/auth/me': { body: staffUser }, 'GET /api/instructor/profile': { status: 404, body: { message: 'Instructor profile not found' } } }));
    renderRoute('/instructor-dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Instructor profile not found$/);
    expect(screen.getByText(/An admin must create an instructor record with the same e-mail as this staff account/)).toBeInTheDocument();
  });
});

describe('Staff home', () => {
  test('When it opens, then it links to each thing a staff member can do', async () => {
    mockFetch(withBookingLists({ 'GET /api/auth/me': { body: staffUser } }));
    renderRoute('/staff');
    const tools = await screen.findByRole('list', { name: 'Staff tools' });
    const hrefs = within(tools).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/instructor-dashboard', '/staff-dashboard?tab=availability', '/staff-dashboard?tab=bookings', '/staff-dashboard?tab=messages', '/staff-dashboard?tab=profile']));
    expect(within(tools).getByRole('link', { name: /Calendar View/ })).toHaveAttribute('href', '/staff-dashboard?tab=calendar');
  });
});
