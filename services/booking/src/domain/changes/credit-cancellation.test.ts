import { AUDIT_COLLECTION } from '@wsms/service-kit';
import { creditMessages, lateCancelMessage, type MyCredits } from '@wsms/contracts';
import { creditRepository } from '../../data-access/credits/credit-repository';
import { asRole, availableTimes, buildCheckout, findBooking, insertInstructor, insertWeek, onBooking, useBookingStack } from '../../testing/booking-test-kit';
import { creditClient, issueCredits } from '../../testing/credit-test-kit';

jest.setTimeout(120_000);

const MONDAY = '2030-01-07'; // today on the clock (07:00 in New York): 16:00 is inside the 24-hour cut-off
const WEDNESDAY = '2030-01-09';
const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });

/** A confirmed session paid with a credit, with its client and its instructor's staff. */
async function creditSession(date = WEDNESDAY, time = '10:00') {
  const instructor = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, instructor.id);
  const client = creditClient();
  const [creditId] = await issueCredits(stack.booking.db, client, { expiresOn: '2030-03-31' });
  const res = await stack.booking.api.checkout({ ...buildCheckout(instructor.id, { sessionDate: date, time, clientEmail: client.email }), paymentMethod: 'credit' }, client.headers);
  expect(res.status).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  return { bookingId, client, creditId: creditId!, instructorId: instructor.id, staff: asRole('staff', instructor.email), date, time };
}

async function creditsOf(headers: Record<string, string>) {
  const res = await stack.booking.api.request('GET', '/api/user/credits', undefined, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as MyCredits;
}

describe('the cancellation policy on a credit booking', () => {
  it('When the client cancels before the cut-off, then the seat is freed and the credit comes back with the same expiry and a history entry', async () => {
    const s = await creditSession();
    const before = await creditsOf(s.client.headers);

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', s.client.headers, {});

    expect(before.balance).toBe(0);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', creditStatus: 'returned' });
    expect(res.body.lateCancellation).toBeUndefined();
    const after = await creditsOf(s.client.headers);
    expect(after.balance).toBe(1);
    expect(after.credits).toEqual([expect.objectContaining({ id: s.creditId, status: 'available', expiresAt: before.credits[0]!.expiresAt })]);
    expect(after.history[0]).toMatchObject({ change: 1, reason: 'Returned: session cancelled before the cut-off', bookingId: s.bookingId });
    expect(after.history.reduce((sum, h) => sum + h.change, 0)).toBe(1);
    expect(await availableTimes(stack.booking, s.instructorId, WEDNESDAY)).toContain('10:00');
  });

  it('When the client cancels after the cut-off without accepting it, then 409 names the forfeit and nothing changes', async () => {
    const s = await creditSession(MONDAY, '16:00');

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', s.client.headers, {});

    expect(res).toEqual({ status: 409, body: { message: lateCancelMessage(24, 'credit') } });
    expect(res.body.message).toContain('its credit is forfeited');
    expect(await findBooking(stack.booking.db, s.bookingId)).toMatchObject({ status: 'confirmed', creditStatus: 'spent' });
    expect((await creditsOf(s.client.headers)).credits[0]!.status).toBe('used');
  });

  it('When the client accepts a late cancellation, then the seat is freed and the credit forfeited, shown in the history', async () => {
    const s = await creditSession(MONDAY, '16:00');

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', s.client.headers, { acceptLateCancel: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', lateCancellation: true, creditStatus: 'forfeited' });
    expect(await availableTimes(stack.booking, s.instructorId, MONDAY)).toContain('16:00');
    const credits = await creditsOf(s.client.headers);
    expect(credits.balance).toBe(0);
    expect(credits.credits[0]!.status).toBe('forfeited');
    expect(credits.history[0]).toMatchObject({ change: 0, reason: 'Forfeited: cancelled after the cut-off', bookingId: s.bookingId });
  });

  it('When the instructor cancels inside the cut-off, then the client gets the credit back', async () => {
    const s = await creditSession(MONDAY, '15:00');

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', s.staff, { reason: 'Coach is ill' });

    expect(res.body).toMatchObject({ status: 'cancelled', creditStatus: 'returned' });
    expect((await creditsOf(s.client.headers)).history[0]).toMatchObject({ change: 1, reason: 'Returned: session cancelled by the gym' });
  });

  it('When staff mark a no-show, then the credit is forfeited; waiving it returns it once and is audited', async () => {
    const s = await creditSession(MONDAY, '09:00');
    stack.clock.set('2030-01-07T15:00:00Z'); // 10:00 in New York, after the session started

    const noShow = await onBooking(stack.booking, 'POST', s.bookingId, 'status', s.staff, { status: 'no_show' });
    const forfeited = await creditsOf(s.client.headers);
    const waived = await onBooking(stack.booking, 'POST', s.bookingId, 'waive', s.staff);
    const again = await onBooking(stack.booking, 'POST', s.bookingId, 'waive', asRole('admin'));

    expect(noShow.body).toMatchObject({ status: 'no_show', creditStatus: 'forfeited' });
    expect(forfeited.credits[0]!.status).toBe('forfeited');
    expect(forfeited.history[0]).toMatchObject({ reason: 'Forfeited: missed session (no-show)' });
    expect(waived.status).toBe(200);
    expect(waived.body).toMatchObject({ status: 'no_show', creditStatus: 'returned' });
    expect(again).toEqual({ status: 409, body: { message: creditMessages.alreadyWaived } });
    const after = await creditsOf(s.client.headers);
    expect(after.balance).toBe(1);
    expect(after.history[0]).toMatchObject({ change: 1, reason: 'Returned: forfeit waived by the gym', bookingId: s.bookingId });
    const audit = await stack.booking.db.collection(AUDIT_COLLECTION).find({ path: `/api/bookings/${s.bookingId}/waive` }).toArray();
    expect(audit.map((a) => [a.actor.role, a.status])).toEqual(expect.arrayContaining([['staff', 200], ['admin', 409]]));
  });

  it('When a booking was not forfeited, then waiving it is 409 and returns nothing', async () => {
    const s = await creditSession(WEDNESDAY, '11:00');

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'waive', asRole('admin'));

    expect(res).toEqual({ status: 409, body: { message: creditMessages.nothingToWaive } });
    expect((await creditsOf(s.client.headers)).balance).toBe(0);
  });

  it('When a late cancellation and waives race, or a timely cancellation and waives race, then the credit is never returned twice', async () => {
    const late = await creditSession(MONDAY, '14:00');
    const timely = await creditSession(WEDNESDAY, '12:00');
    const admin = asRole('admin');
    const waives = (bookingId: string) => Array.from({ length: 8 }, () => onBooking(stack.booking, 'POST', bookingId, 'waive', admin));

    await Promise.all([onBooking(stack.booking, 'POST', late.bookingId, 'cancel', late.client.headers, { acceptLateCancel: true }), ...waives(late.bookingId)]);
    await Promise.all(waives(late.bookingId));
    const timelyAnswers = await Promise.all([onBooking(stack.booking, 'POST', timely.bookingId, 'cancel', timely.client.headers, {}), ...waives(timely.bookingId)]);

    const credits = creditRepository(stack.booking.db);
    expect((await credits.returnsForOwner(late.client.sub)).length).toBe(1);
    expect((await creditsOf(late.client.headers)).balance).toBe(1);
    expect(timelyAnswers[0]!.status).toBe(200);
    expect((await credits.returnsForOwner(timely.client.sub)).length).toBe(1);
    expect((await creditsOf(timely.client.headers)).balance).toBe(1);
  });
});
