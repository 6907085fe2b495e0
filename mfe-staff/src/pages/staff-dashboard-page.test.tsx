import { act, fireEvent, screen, within } from '@testing-library/react';
import type { InstructorWaitlistEntry } from '@wsms/contracts';
import { formatBusinessInstant, formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeRoute } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../testing/render-route';
import { adminUser, buildBooking, buildSlot, inDays, instructor, profile, staffUser, today, withBookingLists } from '../testing/staff-fixtures';

function setup(routes: Record<string, FakeRoute> = {}, path = '/staff-dashboard') {
  const fetchMock = mockFetch(withBookingLists({
    'GET /api/auth/me': { body: staffUser },
    'GET /api/instructor/profile': { body: profile },
    'GET /api/instructor/availability?instructorId=i1': { body: [buildSlot(), buildSlot({ id: 's2', isRecurring: false, recurringPattern: null, availableDate: inDays(3), dayOfWeek: 0, isAvailable: false, location: 'Woburn' })] },
    'GET /api/instructor/bookings?instructorId=i1': { body: [] },
    'GET /api/instructor/calendar-feed?instructorId=i1': { body: { active: false, createdAt: null } },
    'GET /api/bookings/unread-messages?instructorId=i1': { body: { total: 0, byBooking: {} } },
    'GET /api/instructors/i1/profile': { body: instructor },
    'GET /api/instructor/waitlist': { body: [] },
    ...routes,
  }));
  renderRoute(path);
  return { fetchMock, user: userEvent.setup() };
}

const bodyOf = (fetchMock: jest.Mock, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? (JSON.parse(String(call[1].body ?? 'null')) as unknown) : undefined;
};

afterEach(() => act(() => resetToasts()));

describe('Staff dashboard', () => {
  test('When it opens, then the seven tabs are in the spec order and Availability lists weekly and one-off slots with their badges', async () => {
    setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Availability', 'Calendar View', 'Programs', 'Templates', 'Bookings', 'Messages', 'Profile']);
    const slots = await screen.findByRole('list', { name: 'Availability slots' });
    const items = within(slots).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Every Tuesday, 09:00–17:00');
    expect(items[0]).toHaveTextContent('Available');
    expect(items[1]).toHaveTextContent('Unavailable');
    expect(items[1]).toHaveTextContent('Woburn');
  });

  test('When staff have no instructor record, then the page says "Instructor profile not found" and what an admin must do', async () => {
    setup({ 'GET /api/instructor/profile': { status: 404, body: { message: 'Instructor profile not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Instructor profile not found$/);
    expect(screen.getByText(/An admin must create an instructor record with the same e-mail as this staff account \(marcus@example\.com\) in Admin → Instructors/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin → Instructors/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  test('When an admin finds no instructor record at all, then the page links them to Admin → Instructors', async () => {
    setup({ 'GET /api/auth/me': { body: adminUser }, 'GET /api/instructor/profile': { status: 404, body: { message: 'Instructor profile not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Instructor profile not found$/);
    expect(screen.getByText(/An admin must create an instructor record with the same e-mail as the staff account \(Admin → Instructors\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Admin → Instructors' })).toHaveAttribute('href', '/admin?tab=instructors');
  });

  test('When Add Availability opens, then it has the spec defaults, and a Tuesday slot is sent for this instructor', async () => {
    const { fetchMock, user } = setup({ 'POST /api/instructor/availability': { status: 201, body: buildSlot({ id: 's3' }) } });
    await user.click(await screen.findByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Availability' });
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('End time')).toHaveValue('17:00');
    expect(within(dialog).getByLabelText('Repeats weekly')).toBeChecked();
    expect(within(dialog).getByLabelText('Available')).toBeChecked();
    expect(within(dialog).getByLabelText('Max sessions')).toHaveValue(1);
    expect(within(dialog).getAllByRole('option', { name: /^\d\d:00$/ }).length).toBe(48);

    await user.click(within(dialog).getByRole('button', { name: 'Add Availability' }));
    expect(await within(dialog).findByText('Choose a day of the week for a weekly slot')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/instructor/availability')).toBeUndefined();

    await user.selectOptions(within(dialog).getByLabelText('Day of week'), 'Tuesday');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Weymouth');
    await user.clear(within(dialog).getByLabelText('Max sessions'));
    await user.type(within(dialog).getByLabelText('Max sessions'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Add Availability' }));
    expect(await within(dialog).findByText('Max sessions must be at most 10')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Max sessions'));
    await user.type(within(dialog).getByLabelText('Max sessions'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Availability added')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/instructor/availability')).toMatchObject({
      instructorId: 'i1', dayOfWeek: 2, startTime: '09:00', endTime: '17:00', location: 'Weymouth', maxBookings: 2, isAvailable: true, isRecurring: true,
    });
  });

  test('When Delete is pressed, then nothing is deleted until it is confirmed', async () => {
    const { fetchMock, user } = setup({ 'DELETE /api/instructor/availability/s1': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete', description: 'Every Tuesday, 09:00–17:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete availability?' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/instructor/availability/s1', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Availability deleted')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/instructor/availability/s1', expect.objectContaining({ method: 'DELETE' }));
  });

  test('When an admin opens it, then they may switch to another instructor', async () => {
    const { user } = setup({
      'GET /api/auth/me': { body: adminUser },
      'GET /api/instructors': { body: [instructor, { ...instructor, id: 'i2', name: 'Dana Reyes', email: 'dana@example.com' }] },
      'GET /api/instructor/profile?instructorId=i2': { body: { ...profile, id: 'i2', name: 'Dana Reyes', email: 'dana@example.com' } },
      'GET /api/instructor/availability?instructorId=i2': { body: [] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Silva' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Instructor'), 'Dana Reyes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeInTheDocument();
    expect(await screen.findByText('No availability yet')).toBeInTheDocument();
  });
});

describe('Bookings tab', () => {
  const upcoming = buildBooking({ id: 'b1', clientName: 'Casey Client', paymentMethod: 'at_gym', paymentStatus: 'due' });
  const past = buildBooking({ id: 'b2', clientName: 'Pat Past', date: inDays(-3), sessionDate: inDays(-3) });
  const cancelled = buildBooking({ id: 'b3', clientName: 'Cam Cancelled', date: inDays(5), status: 'cancelled', cancelReason: 'Injured' });
  const routes = { 'GET /api/instructor/bookings?instructorId=i1': { body: [past, cancelled, upcoming] } };

  test('When it opens, then upcoming, cancelled and past bookings are apart and the status filter narrows them', async () => {
    const { user } = setup(routes, '/staff-dashboard?tab=bookings');
    const up = await screen.findByRole('list', { name: 'Upcoming bookings' });
    expect(within(up).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`Casey Client, ${upcoming.date} 10:00`]);
    expect(within(screen.getByRole('list', { name: 'Cancelled bookings' })).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`Cam Cancelled, ${cancelled.date} 10:00`]);
    expect(within(screen.getByRole('list', { name: 'Past bookings' })).getByRole('article')).toHaveTextContent('Pat Past');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(await screen.findByText('No upcoming bookings with status cancelled.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cancelled bookings' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('No past bookings with status cancelled.')).toBeInTheDocument();
  });

  test('When an at-gym booking is cancelled or its hold expired, then it is not under Upcoming and owes nothing ("nothing due", no Mark Paid)', async () => {
    const dropped = buildBooking({ id: 'b10', clientName: 'Dora Dropped', date: inDays(4), status: 'cancelled', paymentMethod: 'at_gym', paymentStatus: 'none', totalAmount: '120.00' });
    const lapsed = buildBooking({ id: 'b11', clientName: 'Lars Lapsed', date: inDays(6), status: 'expired', paymentMethod: 'at_gym', paymentStatus: 'none', totalAmount: '120.00' });
    setup({ 'GET /api/instructor/bookings?instructorId=i1': { body: [upcoming, dropped, lapsed] } }, '/staff-dashboard?tab=bookings');
    const gone = await screen.findByRole('list', { name: 'Cancelled bookings' });
    const up = screen.getByRole('list', { name: 'Upcoming bookings' });
    expect(within(up).queryByText('Dora Dropped', { exact: false })).not.toBeInTheDocument();
    expect(within(up).queryByText('Lars Lapsed', { exact: false })).not.toBeInTheDocument();
    const card = within(gone).getByRole('article', { name: `Dora Dropped, ${dropped.date} 10:00` });
    expect(card).toHaveTextContent('$120.00, At the gym, nothing due');
    expect(card).not.toHaveTextContent(/, due/);
    expect(within(gone).getByRole('article', { name: `Lars Lapsed, ${lapsed.date} 10:00` })).toHaveTextContent('At the gym, nothing due');
    expect(within(gone).queryByRole('button', { name: 'Mark Paid' })).not.toBeInTheDocument();
  });

  test('When a coach has more upcoming sessions than a page, then the 50 soonest show first, soonest on top, and Load more brings the next 50 below them', async () => {
    const ahead = Array.from({ length: 120 }, (_, i) => buildBooking({ id: `up${String(i).padStart(3, '0')}`, clientName: `Client ${i}`, date: inDays(1 + Math.floor(i / 4)), time: `${String(8 + (i % 4)).padStart(2, '0')}:00` }));
    const { user, fetchMock } = setup({ 'GET /api/instructor/bookings?instructorId=i1': { body: ahead } }, '/staff-dashboard?tab=bookings');
    const up = await screen.findByRole('list', { name: 'Upcoming bookings' });
    const labels = () => within(screen.getByRole('list', { name: 'Upcoming bookings' })).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(within(up).getAllByRole('article')).toHaveLength(50);
    expect(labels().slice(0, 2)).toEqual([`Client 0, ${inDays(1)} 08:00`, `Client 1, ${inDays(1)} 09:00`]);
    expect(screen.getByText('Showing the first 50 upcoming bookings.')).toBeInTheDocument();
    const soonCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('from='));
    expect(soonCalls.every((url) => url.includes('order=oldest-first') && !url.includes('limit=200'))).toBe(true);

    const more = within(screen.getByRole('region', { name: 'Upcoming' })).getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing the first 100 upcoming bookings.')).toBeInTheDocument();
    expect(labels()).toEqual(ahead.slice(0, 100).map((b) => `${b.clientName}, ${b.date} ${b.time}`));
  });

  test('When an instructor has more past bookings than a page, then the first 50 show and Load more brings the rest, keyboard first', async () => {
    const many = Array.from({ length: 60 }, (_, i) => buildBooking({ id: `old${i}`, clientName: `Old ${i}`, date: inDays(-1 - i), sessionDate: inDays(-1 - i), status: 'completed' }));
    const { user } = setup({ 'GET /api/instructor/bookings?instructorId=i1': { body: many } }, '/staff-dashboard?tab=bookings');
    const pastList = await screen.findByRole('list', { name: 'Past bookings' });
    expect(within(pastList).getAllByRole('article')).toHaveLength(50);
    expect(screen.getByText('Showing the first 50 past bookings.')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Showing all 60 past bookings.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Past bookings' })).getAllByRole('article')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('When the URL names a status, then the filter starts on it and the service is asked for that status only', async () => {
    const { fetchMock } = setup(routes, '/staff-dashboard?tab=bookings&status=cancelled');
    const up = await screen.findByRole('list', { name: 'Cancelled bookings' });
    expect(within(up).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`Cam Cancelled, ${cancelled.date} 10:00`]);
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    const listCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/instructor/bookings?'));
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((url) => url.includes('status=cancelled'))).toBe(true);
  });

  test('When staff type a client\'s name in the search box, then after a pause both lists are asked for with q (not each keystroke), only that client\'s bookings show, focus stays in the box, and no match says so', async () => {
    const { fetchMock, user } = setup(routes, '/staff-dashboard?tab=bookings');
    await screen.findByRole('article', { name: `Cam Cancelled, ${cancelled.date} 10:00` });
    const box = screen.getByRole('searchbox', { name: 'Search by client name or e-mail' });
    await user.type(box, 'Pat');

    expect(await screen.findByText('No upcoming bookings match “Pat”.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Past bookings' })).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`Pat Past, ${past.date} 10:00`]);
    expect(box).toHaveFocus();
    const searched = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/instructor/bookings?') && url.includes('q='));
    expect(searched.length).toBe(2);
    expect(searched.every((url) => url.includes('q=Pat'))).toBe(true);

    await user.clear(box);
    await user.type(box, 'nobody@example.com');
    expect(await screen.findByText('No past bookings match “nobody@example.com”.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming bookings match “nobody@example.com”.')).toBeInTheDocument();
  });

  test('When the URL carries a search and a status, then the box and the filter show them and the service is asked for both', async () => {
    const { fetchMock } = setup(routes, '/staff-dashboard?tab=bookings&status=cancelled&q=Cam');
    const up = await screen.findByRole('list', { name: 'Cancelled bookings' });
    expect(within(up).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`Cam Cancelled, ${cancelled.date} 10:00`]);
    expect(screen.getByRole('searchbox', { name: 'Search by client name or e-mail' })).toHaveValue('Cam');
    expect(screen.getByText('No past bookings match “Cam” with status cancelled.')).toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/instructor/bookings?'));
    expect(listCalls.length).toBe(2);
    expect(listCalls.every((url) => url.includes('status=cancelled') && url.includes('q=Cam'))).toBe(true);
  });

  test('When an admin searches every instructor\'s bookings, then GET /api/bookings is asked with q', async () => {
    const other = buildBooking({ id: 'b9', clientName: 'Olive Other', instructorId: 'i2', instructorName: 'Dana Reyes' });
    const { fetchMock } = setup({ ...routes, 'GET /api/auth/me': { body: adminUser }, 'GET /api/bookings': { body: [upcoming, other] } }, '/staff-dashboard?tab=bookings&q=olive');
    expect(await screen.findByRole('article', { name: `Olive Other, ${other.date} 10:00, with Dana Reyes` })).toBeInTheDocument();
    expect(screen.queryByText('Casey Client', { exact: false })).not.toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/bookings?'));
    expect(listCalls.length).toBe(2);
    expect(listCalls.every((url) => url.includes('q=olive'))).toBe(true);
  });

  test('When staff open it, then only their instructor\'s bookings show and no all-instructors switch is offered', async () => {
    setup(routes, '/staff-dashboard?tab=bookings');
    await screen.findByRole('list', { name: 'Upcoming bookings' });
    expect(screen.queryByLabelText('All instructors')).not.toBeInTheDocument();
  });

  test('When an admin opens it, then every instructor\'s bookings show with their instructor, and All instructors narrows them to the acting one', async () => {
    const other = buildBooking({ id: 'b9', clientName: 'Olive Other', instructorId: 'i2', instructorName: 'Dana Reyes' });
    const { fetchMock, user } = setup({ ...routes, 'GET /api/auth/me': { body: adminUser }, 'GET /api/bookings': { body: [upcoming, other] } }, '/staff-dashboard?tab=bookings');
    const up = await screen.findByRole('article', { name: `Olive Other, ${other.date} 10:00, with Dana Reyes` });
    expect(up).toHaveTextContent('Olive Other with Dana Reyes');
    expect(screen.getByLabelText('All instructors')).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/bookings?from='))).toBe(true);
    await user.click(screen.getByLabelText('All instructors'));
    expect(await screen.findByRole('article', { name: `Pat Past, ${past.date} 10:00` })).toBeInTheDocument();
    expect(screen.queryByText('Olive Other', { exact: false })).not.toBeInTheDocument();
  });

  test('When a session has not started yet, then neither Mark Completed nor Mark No-show is offered, but its at-gym payment can be recorded', async () => {
    const { user } = setup({ ...routes, 'POST /api/bookings/b1/paid': { body: { ...upcoming, paymentStatus: 'paid' } } }, '/staff-dashboard?tab=bookings');
    const card = await screen.findByRole('article', { name: `Casey Client, ${upcoming.date} 10:00` });
    expect(within(card).queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark No-show' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  });

  test('When staff mark a started session completed or no-show, then they are asked first and only a confirmation tells the service', async () => {
    const started = buildBooking({ id: 'b4', clientName: 'Sam Started', date: inDays(-1), sessionDate: inDays(-1), paymentMethod: 'at_gym', paymentStatus: 'due' });
    const { fetchMock, user } = setup({
      'GET /api/instructor/bookings?instructorId=i1': { body: [started] },
      'POST /api/bookings/b4/status': { body: { ...started, status: 'completed' } },
    }, '/staff-dashboard?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Mark No-show', description: `Sam Started ${started.date}` }));
    const noShow = await screen.findByRole('dialog', { name: 'Mark client as no-show?' });
    await user.click(within(noShow).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark Completed', description: `Sam Started ${started.date}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark session completed?' });
    expect(dialog).toHaveTextContent('Sam Started');
    expect(bodyOf(fetchMock, 'POST /api/bookings/b4/status')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Marked completed')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/bookings/b4/status')).toEqual({ status: 'completed' });
  });

  test('When a session was completed or missed, then its at-gym payment can still be recorded; never on a cancelled or an already paid booking', async () => {
    const completed = buildBooking({ id: 'b5', clientName: 'Cody Completed', date: inDays(-1), sessionDate: inDays(-1), status: 'completed', paymentMethod: 'at_gym', paymentStatus: 'due' });
    const missed = buildBooking({ id: 'b6', clientName: 'Nora Noshow', date: inDays(-2), sessionDate: inDays(-2), status: 'no_show', paymentMethod: 'at_gym', paymentStatus: 'due' });
    const dropped = buildBooking({ id: 'b7', clientName: 'Cara Cancelled', date: inDays(-2), sessionDate: inDays(-2), status: 'cancelled', paymentMethod: 'at_gym', paymentStatus: 'due' });
    const settled = buildBooking({ id: 'b8', clientName: 'Paula Paid', date: inDays(-2), sessionDate: inDays(-2), status: 'completed', paymentMethod: 'at_gym', paymentStatus: 'paid' });
    const { fetchMock, user } = setup({
      'GET /api/instructor/bookings?instructorId=i1': { body: [completed, missed, dropped, settled] },
      'POST /api/bookings/b5/paid': { body: { ...completed, paymentStatus: 'paid' } },
    }, '/staff-dashboard?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Mark Paid', description: `Cody Completed ${completed.date}` }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b5/paid', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('button', { name: 'Mark Paid', description: `Nora Noshow ${missed.date}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Paid', description: `Cara Cancelled ${dropped.date}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Paid', description: `Paula Paid ${settled.date}` })).not.toBeInTheDocument();
  });

  test('When staff cancel, then a reason is required and sent', async () => {
    const { fetchMock, user } = setup({ ...routes, 'POST /api/bookings/b1/cancel': { body: { ...upcoming, status: 'cancelled' } } }, '/staff-dashboard?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking', description: `Casey Client ${upcoming.date}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(dialog).findByText('Give a reason for the cancellation')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/bookings/b1/cancel')).toBeUndefined();
    await user.type(within(dialog).getByLabelText('Reason'), 'Coach is ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/bookings/b1/cancel')).toEqual({ reason: 'Coach is ill' });
  });

  test('When staff write session notes, then the rating is a number and next steps are saved', async () => {
    const { fetchMock, user } = setup({
      ...routes,
      'GET /api/bookings/b2/notes': { body: null },
      'PUT /api/bookings/b2/notes': { body: { bookingId: 'b2', instructorId: 'i1', notes: 'Good', sessionRating: 4, clientProgress: '', nextSteps: 'Hip escapes', createdAt: '', updatedAt: '' } },
    }, '/staff-dashboard?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Session Notes', description: `Pat Past ${past.date}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Notes' });
    await user.type(await within(dialog).findByLabelText('Notes'), 'Good');
    await user.selectOptions(within(dialog).getByLabelText('Session rating'), '4');
    await user.type(within(dialog).getByLabelText('Next steps'), 'Hip escapes');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Session notes saved')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/bookings/b2/notes')).toEqual({ notes: 'Good', sessionRating: 4, clientProgress: '', nextSteps: 'Hip escapes' });
  });

  test('When package purchases wait for payment, then they show beside the bookings and Mark Paid asks first, then records it', async () => {
    const purchase = {
      id: 'u1', packageId: 'p1', packageName: 'Five pack', sessions: 5, priceCents: 40000, buyerName: 'Jamie Rivera', buyerEmail: 'jamie@example.com',
      paymentMethod: 'at_gym', status: 'pending', createdAt: '2030-01-07T12:00:00.000Z', paidAt: null,
    };
    const { fetchMock, user } = setup({
      'GET /api/package-purchases?status=pending': { body: [purchase] },
      'POST /api/package-purchases/u1/paid': { body: { ...purchase, status: 'paid', paidAt: '2030-01-07T13:00:00.000Z' } },
    }, '/staff-dashboard?tab=bookings');
    const list = await screen.findByRole('list', { name: 'Package purchases awaiting payment' });
    expect(list).toHaveTextContent('Jamie Rivera (jamie@example.com): Five pack, 5 sessions, $400.00');
    await user.click(within(list).getByRole('button', { name: 'Mark Paid: Five pack bought by Jamie Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark package paid?' });
    expect(bodyOf(fetchMock, 'POST /api/package-purchases/u1/paid')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/package-purchases/u1/paid', expect.objectContaining({ method: 'POST' }));
  });

  test('When a credit was forfeited, then the booking says so and Waive Forfeit gives it back after confirming', async () => {
    const forfeited = buildBooking({ id: 'b9', clientName: 'Lena Late', status: 'cancelled', paymentMethod: 'credit', paymentStatus: 'paid', creditStatus: 'forfeited', lateCancellation: true });
    const { fetchMock, user } = setup({
      'GET /api/instructor/bookings?instructorId=i1': { body: [forfeited] },
      'POST /api/bookings/b9/waive': { body: { ...forfeited, creditStatus: 'returned' } },
    }, '/staff-dashboard?tab=bookings');
    const card = await screen.findByRole('article', { name: `Lena Late, ${forfeited.date} 10:00` });
    expect(card).toHaveTextContent('Package credit, forfeited (late cancellation)');
    await user.click(within(card).getByRole('button', { name: 'Waive Forfeit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive the forfeit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive Forfeit' }));
    expect(await screen.findByText('Credit returned')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b9/waive', expect.objectContaining({ method: 'POST' }));
  });
});

describe('Bookings tab: Waitlist', () => {
  const entry = (overrides: Partial<InstructorWaitlistEntry>): InstructorWaitlistEntry => ({
    id: 'w1', instructorId: 'i1', instructorName: 'Marcus Silva', sessionDate: today, times: ['10:00', '11:00'], sessionType: 'technique', location: 'marlborough',
    status: 'waiting', position: 1, joinedAt: '2026-01-01T12:00:00.000Z', clientName: 'Wendy Waiting', clientEmail: 'wendy@example.com', ...overrides,
  });
  const offered = entry({ id: 'w2', clientName: 'Otis Offered', clientEmail: 'otis@example.com', status: 'offered', position: null, offer: { id: 'o1', time: '10:00', expiresAt: '2026-03-09T19:05:00.000Z' } });
  const second = entry({ id: 'w3', clientName: 'Sam Second', clientEmail: 'sam@example.com', position: 2, times: ['11:00'] });
  const claimed = entry({ id: 'w4', clientName: 'Cleo Claimed', clientEmail: 'cleo@example.com', status: 'booked', position: null });
  const lapsed = entry({ id: 'w5', clientName: 'Eli Expired', clientEmail: 'eli@example.com', status: 'expired', position: null });

  test('When clients wait for the coach\'s times, then Bookings lists who waits for which time with the offer state: waiting and where in line, offered until when, claimed, expired', async () => {
    const { fetchMock } = setup({ 'GET /api/instructor/waitlist': { body: [entry({}), offered, second, claimed, lapsed] } }, '/staff-dashboard?tab=bookings');
    const list = await screen.findByRole('list', { name: `Waitlist for ${formatCalendarDate(today, 'weekdayShortYear')}` });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Wendy Waiting, Waiting, 1st in line',
      `Otis Offered, Offered ${formatSessionTime(today, '10:00')} until ${formatBusinessInstant('2026-03-09T19:05:00.000Z', 'dayMonthTime')}`,
      'Sam Second, Waiting, 2nd in line',
      'Cleo Claimed, Claimed: booked',
      'Eli Expired, Expired',
    ]);
    expect(cards[0]).toHaveTextContent('Wendy Waiting (wendy@example.com)');
    expect(cards[0]).toHaveTextContent(`Waits for ${formatSessionTime(today, '10:00')}, ${formatSessionTime(today, '11:00')}`);
    expect(cards[1]).toHaveTextContent('until Mar 9, 3:05 PM');
    expect(fetchMock).toHaveBeenCalledWith(`/api/instructor/waitlist?date=${today}&instructorId=i1`, expect.anything());
  });

  test('When no one waits on the day, then the section says so, and choosing another day asks for that day', async () => {
    const tomorrow = inDays(1);
    const { fetchMock } = setup({
      [`GET /api/instructor/waitlist?date=${today}&instructorId=i1`]: { body: [] },
      [`GET /api/instructor/waitlist?date=${tomorrow}&instructorId=i1`]: { body: [entry({ sessionDate: tomorrow, clientName: 'Tia Tomorrow <b>bold</b>' })] },
    }, '/staff-dashboard?tab=bookings');
    expect(await screen.findByText(`No one is on the waitlist for ${formatCalendarDate(today, 'weekdayShortYear')}.`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Waitlist day'), { target: { value: tomorrow } });
    const list = await screen.findByRole('list', { name: `Waitlist for ${formatCalendarDate(tomorrow, 'weekdayShortYear')}` });
    expect(within(list).getByRole('heading', { level: 4 })).toHaveTextContent('Tia Tomorrow <b>bold</b> (wendy@example.com)');
    expect(fetchMock).toHaveBeenCalledWith(`/api/instructor/waitlist?date=${tomorrow}&instructorId=i1`, expect.anything());
  });

  test('When the waitlist cannot be read, then the section says so and offers a retry', async () => {
    setup({ 'GET /api/instructor/waitlist': { status: 503, body: { message: 'Service unavailable' } } }, '/staff-dashboard?tab=bookings');
    const region = await screen.findByRole('region', { name: 'Waitlist' });
    expect(await within(region).findByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});

describe('Calendar View tab', () => {
  test('When it opens, then this week shows with today marked, slots and bookings on their days, and a booking opens its details', async () => {
    const booking = buildBooking({ date: today, sessionDate: today, time: '14:00' });
    const { user } = setup({ 'GET /api/instructor/bookings?instructorId=i1': { body: [booking] } }, '/staff-dashboard?tab=calendar');
    const todayColumn = await screen.findByRole('region', { current: 'date' });
    expect(todayColumn).toHaveTextContent('Today');
    const entry = within(todayColumn).getByRole('button', { name: /2:00 PM · Casey Client \(confirmed\)/ });
    const columns = screen.getAllByRole('region').filter((r) => r.getAttribute('aria-label')?.match(/day, /));
    expect(columns).toHaveLength(7);
    const tuesday = columns.find((c) => c.getAttribute('aria-label')?.startsWith('Tuesday'));
    expect(tuesday).toHaveTextContent('09:00–17:00 Available · Marlborough');

    entry.focus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: 'Session with Casey Client' });
    expect(details).toHaveTextContent('casey@example.com');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.queryByRole('region', { current: 'date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('region', { current: 'date' })).toBeInTheDocument();
  });
});

describe('Messages tab', () => {
  const confirmed = Array.from({ length: 7 }, (_, i) =>
    buildBooking({ id: `m${i}`, clientName: `Client ${i}`, date: inDays(i + 1), sessionDate: inDays(i + 1) }),
  );

  test('When it opens, then the newest 5 confirmed bookings show first and more come on demand', async () => {
    const { user } = setup({
      'GET /api/instructor/bookings?instructorId=i1': { body: [...confirmed, buildBooking({ id: 'p', clientName: 'Pending Person', status: 'pending' })] },
      'GET /api/bookings/unread-messages?instructorId=i1': { body: { total: 2, byBooking: { m6: 2 } } },
    }, '/staff-dashboard?tab=messages');
    const list = await screen.findByRole('list', { name: 'Confirmed bookings' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual(['Client 6', 'Client 5', 'Client 4', 'Client 3', 'Client 2']);
    expect(await within(list).findByText('2 new')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByText('Pending Person')).not.toBeInTheDocument();
  });

  test('When a thread opens, then markup in a message shows as text, unread messages are marked read and a reply is sent', async () => {
    const markup = '<img src=x onerror="alert(1)"> hi';
    const { fetchMock, user } = setup({
      'GET /api/instructor/bookings?instructorId=i1': { body: [confirmed[0]] },
      'GET /api/bookings/m0/messages': { body: [{ id: 'x1', bookingId: 'm0', instructorId: 'i1', clientEmail: 'casey@example.com', message: markup, isFromInstructor: false, isRead: false, createdAt: '2026-01-01T15:00:00.000Z' }] },
      'POST /api/bookings/m0/messages/read': { status: 204 },
      'POST /api/bookings/m0/messages': { status: 201, body: { id: 'x2' } },
    }, '/staff-dashboard?tab=messages');
    await user.click(await screen.findByRole('button', { name: 'Open Messages', description: /^Client 0 / }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages with Client 0' });
    expect(await within(dialog).findByText(markup)).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/m0/messages/read', expect.objectContaining({ method: 'POST' }));
    await user.type(within(dialog).getByLabelText('Message'), 'See you then');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByLabelText('Message')).toHaveValue('');
    expect(bodyOf(fetchMock, 'POST /api/bookings/m0/messages')).toEqual({ message: 'See you then' });
  });
});

describe('Profile tab', () => {
  test('When the instructor saves, then comma lists are split, trimmed and emptied; rate and e-mail are shown, not editable', async () => {
    const { fetchMock, user } = setup({ 'PUT /api/instructors/i1/profile': { body: instructor } }, '/staff-dashboard?tab=profile');
    const form = await screen.findByRole('form', { name: 'Instructor profile' });
    expect(screen.getByText('$85.00')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/rate/i)).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Specialties'));
    await user.type(within(form).getByLabelText('Specialties'), ' BJJ , ,Wrestling,');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/instructors/i1/profile')).toEqual({ title: 'Head Coach', bio: 'Twenty years on the mats.', specialties: ['BJJ', 'Wrestling'], certifications: ['CSCS'] });
  });
});

describe('Templates tab', () => {
  const template = {
    id: 't1', instructorId: 'i1', name: 'Winter weeks', description: 'Evenings', isActive: true, createdAt: '', updatedAt: '',
    schedulePattern: [{ dayOfWeek: 2, startTime: '18:00', endTime: '20:00', location: 'Woburn', maxBookings: 2 }],
  };

  test('When a template is created, then its pattern is sent for this instructor', async () => {
    const { fetchMock, user } = setup({
      'GET /api/instructor/availability-templates?instructorId=i1': { body: [] },
      'POST /api/instructor/availability-templates': { status: 201, body: template },
    }, '/staff-dashboard?tab=templates');
    await user.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Template' });
    await user.type(within(dialog).getByLabelText('Name'), 'Winter weeks');
    await user.selectOptions(within(dialog).getByLabelText('Day (entry 1)'), 'Tuesday');
    await user.selectOptions(within(dialog).getByLabelText('Location (entry 1)'), 'Woburn');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('Template created')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/instructor/availability-templates')).toMatchObject({
      instructorId: 'i1', name: 'Winter weeks', schedulePattern: [{ dayOfWeek: 2, startTime: '09:00', endTime: '17:00', location: 'Woburn', maxBookings: 1 }],
    });
  });

  test('When a template is applied to a range of weeks, then the range is sent and the result says what already existed', async () => {
    const { fetchMock, user } = setup({
      'GET /api/instructor/availability-templates?instructorId=i1': { body: [template] },
      'POST /api/instructor/availability-templates/t1/apply': { status: 201, body: { created: [buildSlot()], skipped: 3, pastDates: 0, reason: null } },
      'DELETE /api/instructor/availability-templates/t1': { status: 204 },
    }, '/staff-dashboard?tab=templates');
    const card = await screen.findByRole('article', { name: 'Winter weeks' });
    expect(card).toHaveTextContent('Tuesday 18:00–20:00, Woburn, max 2');
    await user.click(within(card).getByRole('button', { name: 'Apply', description: 'Winter weeks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Winter weeks' });
    await user.clear(within(dialog).getByLabelText('Number of weeks'));
    await user.type(within(dialog).getByLabelText('Number of weeks'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
    expect(await screen.findByText('1 slot added, 3 already there.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/instructor/availability-templates/t1/apply')).toEqual({ weekStart: today, weeks: 2 });

    await user.click(within(card).getByRole('button', { name: 'Delete', description: 'Winter weeks' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete template?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
  });
});
