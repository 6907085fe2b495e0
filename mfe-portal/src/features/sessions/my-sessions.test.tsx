import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeRoute } from '@wsms/api-client/testing';
import { cancellationPolicyText, lateCancelMessage, type Booking } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { addDays, businessToday, dayOfWeek, formatCalendarDate } from '@wsms/contracts/dates';
import { renderRoute } from '../../testing/render-route';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

const me = { id: 'u1', username: 'jamie', email: 'jamie@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera', emailVerified: true };
const bookingsUrl = 'GET /api/bookings?clientEmail=jamie%40example.com';
const today = businessToday();
const soon = addDays(today, 3);
// A date the calendar offers (no Sundays).
const later = dayOfWeek(addDays(soon, 7)) === 0 ? addDays(soon, 8) : addDays(soon, 7);

function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1', instructorId: 'i1', instructorName: 'Marcus Silva', instructorEmail: 'marcus@example.com', clientName: 'Jamie Rivera', clientEmail: me.email,
    date: soon, sessionDate: soon, time: '10:00', startsAt: null, sessionType: 'technique', serviceType: 'technique', location: 'marlborough', totalAmount: '85.00',
    status: 'confirmed', holdExpiresAt: null, paymentMethod: 'stripe', paymentStatus: 'paid', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const inTime = { late: false, credit: 'none', payment: 'refund', message: null };

function setup(bookings: Booking[], routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: me },
    'GET /api/bookings/b1/cancel-preview': { body: inTime },
    [bookingsUrl]: { body: bookings },
    'GET /api/bookings/unread-messages': { body: { total: 1, byBooking: { b1: 1 } } },
    ...routes,
  });
  renderRoute('/client-portal?tab=sessions');
  return { fetchMock, user: userEvent.setup() };
}

const bodyOf = (fetchMock: jest.Mock, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? (JSON.parse(String(call[1].body ?? 'null')) as unknown) : undefined;
};

afterEach(() => act(() => resetToasts()));

/** The dialog's confirm button, once the service's cancel preview has answered. */
const enabled = async (button: HTMLElement) => {
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

describe('My Sessions', () => {
  test('When a client cancels an upcoming session, then the reason is sent and the list is read again', async () => {
    const { fetchMock, user } = setup([buildBooking()], { 'POST /api/bookings/b1/cancel': { body: buildBooking({ status: 'cancelled' }) } });
    await user.click(await screen.findByRole('button', { name: `Cancel session ${soon} 10:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Session' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Travelling');
    await user.click(await enabled(within(dialog).getByRole('button', { name: 'Cancel Session' })));
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/bookings/b1/cancel')).toEqual({ reason: 'Travelling' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/bookings?clientEmail=jamie%40example.com').length).toBeGreaterThan(1);
  });

  test('When the client opens the cancel dialog, then the cancellation policy is shown before they confirm', async () => {
    const { user } = setup([buildBooking()], { 'GET /api/bookings/checkout/config': { body: { turnstileSiteKey: null, changeCutoffHours: 24, cancellationPolicy: cancellationPolicyText(24) } } });
    await user.click(await screen.findByRole('button', { name: `Cancel session ${soon} 10:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Session' });
    expect(await within(dialog).findByText(cancellationPolicyText(24))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Session' })).toBeInTheDocument();
  });

  test("When the service's cancel preview says the cancellation is late, then the dialog names the forfeit and the client confirms a late cancellation (the screen computes no cut-off)", async () => {
    // The session's start is days away by the browser's clock: only the service's policy decides.
    const credit = buildBooking({ startsAt: new Date(Date.now() + 72 * 3_600_000).toISOString(), paymentMethod: 'credit', paymentStatus: 'paid', creditStatus: 'spent' });
    const { fetchMock, user } = setup([credit], {
      'GET /api/bookings/checkout/config': { body: { turnstileSiteKey: null, changeCutoffHours: 24, cancellationPolicy: cancellationPolicyText(24) } },
      'GET /api/bookings/b1/cancel-preview': { body: { late: true, credit: 'forfeit', payment: 'none', message: lateCancelMessage(24, 'credit') } },
      'POST /api/bookings/b1/cancel': { body: { ...credit, status: 'cancelled', lateCancellation: true, creditStatus: 'forfeited' } },
    });
    await user.click(await screen.findByRole('button', { name: `Cancel session ${soon} 10:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Session' });
    expect(await within(dialog).findByText(lateCancelMessage(24, 'credit'))).toBeInTheDocument();
    await user.click(await enabled(within(dialog).getByRole('button', { name: 'Confirm Late Cancellation' })));
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/bookings/b1/cancel')).toEqual({ reason: '', acceptLateCancel: true });
  });

  test('When the service refuses the cancellation (the cut-off passed while the dialog was open), then its message is shown and the dialog asks the policy again', async () => {
    const message = lateCancelMessage(24, 'payment');
    let previews = 0;
    const { user } = setup([buildBooking()], {
      'GET /api/bookings/b1/cancel-preview': () => {
        previews += 1;
        return { body: previews === 1 ? inTime : { late: true, credit: 'none', payment: 'keep', message } };
      },
      'POST /api/bookings/b1/cancel': { status: 409, body: { message } },
    });
    await user.click(await screen.findByRole('button', { name: `Cancel session ${soon} 10:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Session' });
    await user.click(await enabled(within(dialog).getByRole('button', { name: 'Cancel Session' })));
    expect(await within(dialog).findByRole('button', { name: 'Confirm Late Cancellation' })).toBeInTheDocument();
    // Once in the toast, once in the dialog's warning.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  test('When a client reschedules, then the date is picked on the booking calendar, only its free times are offered, and the toast says the new time in words', async () => {
    const { fetchMock, user } = setup([buildBooking()], {
      [`GET /api/instructors/i1/availability?date=${later}&sessionType=technique`]: { body: { availableTimes: ['09:00', '15:00'], slots: [], date: later, timeZone: 'America/New_York' } },
      'POST /api/bookings/b1/reschedule': { body: buildBooking({ date: later, time: '15:00' }) },
    });
    await user.click(await screen.findByRole('button', { name: `Reschedule session ${soon} 10:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Session' });
    const calendar = within(dialog).getByRole('group', { name: 'New date' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: formatCalendarDate(today) })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Move Session' })).toBeDisabled();
    if (!within(calendar).queryByRole('gridcell', { name: formatCalendarDate(later) })) await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await user.click(within(calendar).getByRole('gridcell', { name: formatCalendarDate(later) }));

    const times = await within(dialog).findByRole('group', { name: 'New time' });
    expect(within(times).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:009:00 AM', '15:003:00 PM']);
    await user.click(within(times).getByRole('button', { name: '15:00 3:00 PM' }));
    expect(within(times).getByRole('button', { name: '15:00 3:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Move Session' }));

    expect(await screen.findByText(`Now ${formatCalendarDate(later)} at 3:00 PM.`)).toBeInTheDocument();
    expect(formatCalendarDate(later)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(bodyOf(fetchMock, 'POST /api/bookings/b1/reschedule')).toEqual({ sessionDate: later, time: '15:00' });
  });

  test('When the instructor wrote, then the unread count shows, the thread opens as text and the reply is sent', async () => {
    const markup = '<b>Bring</b> tape';
    const { fetchMock, user } = setup([buildBooking()], {
      'GET /api/bookings/b1/messages': { body: [{ id: 'm1', bookingId: 'b1', instructorId: 'i1', clientEmail: me.email, message: markup, isFromInstructor: true, isRead: false, createdAt: '2026-01-01T15:00:00Z' }] },
      'POST /api/bookings/b1/messages/read': { status: 204 },
      'POST /api/bookings/b1/messages': { status: 201, body: { id: 'm2' } },
    });
    await user.click(await screen.findByRole('button', { name: `Messages 1 unread about session ${soon} 10:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages with Marcus Silva' });
    expect(await within(dialog).findByText(markup)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b1/messages/read', expect.objectContaining({ method: 'POST' }));
    await user.type(within(dialog).getByLabelText('Message'), 'Will do');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Message')).toHaveValue(''));
    expect(bodyOf(fetchMock, 'POST /api/bookings/b1/messages')).toEqual({ message: 'Will do' });
  });

  test('When a session is pending, then it can be completed (to its payment page) or abandoned; a confirmed one offers its .ics file', async () => {
    const pending = buildBooking({ id: 'b2', status: 'pending', date: later, sessionDate: later });
    const { user } = setup([buildBooking(), pending], {
      'POST /api/bookings/b2/complete': { body: { booking: pending, checkoutUrl: 'https://checkout.example/pay' } },
    });
    expect(await screen.findByRole('link', { name: `Add to Calendar (.ics file of session ${soon} 10:00)` })).toHaveAttribute('href', '/api/bookings/b1/calendar.ics');
    expect(screen.getByRole('button', { name: `Abandon booking ${later} 10:00` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Complete booking ${later} 10:00` }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.example/pay'));
  });

  test('When a session days ahead was already marked completed, then it stays under Upcoming; under Past go only sessions whose end has passed, whatever their status', async () => {
    const startedAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    setup([
      buildBooking({ id: 'early', status: 'completed' }),
      buildBooking({ id: 'long', date: today, sessionDate: today, time: '06:00', sessionType: 'extended', startsAt: startedAgo(80) }),
      buildBooking({ id: 'hour', date: today, sessionDate: today, time: '05:00', startsAt: startedAgo(80) }),
      buildBooking({ id: 'gone', date: '2026-01-05', sessionDate: '2026-01-05', status: 'cancelled' }),
    ]);
    const upcoming = within(await screen.findByRole('list', { name: 'Upcoming sessions' })).getAllByRole('article');
    const past = within(screen.getByRole('list', { name: 'Past sessions' })).getAllByRole('article');
    expect(upcoming.map((a) => a.textContent)).toEqual([expect.stringContaining('6:00 AM'), expect.stringContaining('completed')]);
    expect(past.map((a) => a.textContent)).toEqual([expect.stringContaining('5:00 AM'), expect.stringContaining('cancelled')]);
    expect(within(upcoming[0]!).queryByRole('button', { name: /Cancel session/ })).not.toBeInTheDocument();
  });

  test('When a session still ahead was cancelled, then it is listed under Cancelled, not under Upcoming, with no actions', async () => {
    setup([buildBooking(), buildBooking({ id: 'b2', date: later, sessionDate: later, status: 'cancelled' })]);
    const upcoming = within(await screen.findByRole('list', { name: 'Upcoming sessions' })).getAllByRole('article');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]!.textContent).not.toContain('cancelled');
    const cancelled = within(screen.getByRole('list', { name: 'Cancelled sessions' })).getAllByRole('article');
    expect(cancelled.map((a) => a.textContent)).toEqual([expect.stringContaining('cancelled')]);
    expect(within(cancelled[0]!).queryByRole('button', { name: /Cancel session|Reschedule session/ })).not.toBeInTheDocument();
  });

  test('When a past session is completed, then the instructor\'s next steps show', async () => {
    const past = buildBooking({ date: '2026-01-05', sessionDate: '2026-01-05', status: 'completed' });
    setup([past], { 'GET /api/bookings/b1/notes': { body: { bookingId: 'b1', nextSteps: 'Hip escapes, 3 x 10 daily', updatedAt: '2026-01-05T00:00:00Z' } } });
    const steps = await screen.findByLabelText('Next steps from your instructor');
    expect(steps).toHaveTextContent('Hip escapes, 3 x 10 daily');
    expect(screen.queryByRole('button', { name: /Cancel session/ })).not.toBeInTheDocument();
  });
});
