import { bookingMessages, changeCutoffMessage, lateCancelMessage, sessionMessages } from '@wsms/contracts';
import { changeId } from '../../data-access/changes/change-repository';
import { seatModel } from '../../data-access/seats/seat-model';
import { confirmHold } from '../seats/hold-lifecycle';
import { takeSeats } from '../seats/reserve-seat';
import { applyChange, claimChange, finishChanges } from './booking-changes';
import {
  asRole,
  availableTimes,
  buildCheckout,
  confirmedSession,
  depsOf,
  findBooking,
  heldCheckout,
  insertInstructor,
  insertWeek,
  mailsAbout,
  nextClientEmail,
  onBooking,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const MONDAY = '2030-01-07';
const TUESDAY = '2030-01-08';
const WEDNESDAY = '2030-01-09';
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const clock = testClock(MONDAY_7AM_NEW_YORK);
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(MONDAY_7AM_NEW_YORK));

const seatsOf = async (instructorId: string, date: string) =>
  (await seatModel(booking.db).find({ instructorId, date }).lean()).map((s) => `${s.time}#${s.seat}`).sort();
const mailsFor = async (bookingId: string) => mailsAbout(await booking.api.outbox(), bookingId);

describe('A client cancels', () => {
  it('When the session is more than 24 hours ahead, then it is cancelled, its time is free again and both sides are e-mailed', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00' });
    expect(await availableTimes(booking, s.instructorId, TUESDAY)).not.toContain('10:00');

    const res = await onBooking(booking, 'POST', s.bookingId, 'cancel', s.client, {});

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'client', cancelReason: '' });
    expect(await availableTimes(booking, s.instructorId, TUESDAY)).toContain('10:00');
    expect(await seatsOf(s.instructorId, TUESDAY)).toEqual([]);
    const mails = await mailsFor(s.bookingId);
    expect(mails.find((m) => m.kind === 'booking-cancelled-client')).toMatchObject({ to: s.clientEmail, subject: `Session Cancelled: Technique Training (1 Hour) on ${TUESDAY} at 10:00 (America/New_York)` });
    expect(mails.find((m) => m.kind === 'booking-cancelled-instructor')?.text).toContain('has cancelled this session; the time is free again');
  });

  it('When the session starts within the cut-off, then a cancel without accepting it is 409 naming the late cancellation, a move 409 to contact the gym, and nothing changes', async () => {
    const s = await confirmedSession(booking, catalog, { date: MONDAY, time: '16:00' });

    const res = await onBooking(booking, 'POST', s.bookingId, 'cancel', s.client, {});
    const moved = await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: TUESDAY, time: '10:00' });

    expect(res).toEqual({ status: 409, body: { message: lateCancelMessage(24, 'nothing') } });
    expect(res.body.message).toContain('late cancellation');
    expect(moved).toEqual({ status: 409, body: { message: changeCutoffMessage(24) } });
    expect(await findBooking(booking.db, s.bookingId)).toMatchObject({ status: 'confirmed', date: MONDAY, time: '16:00' });
    expect(await seatsOf(s.instructorId, MONDAY)).toEqual(['16:00#1']);
  });

  it('When a second less than the cut-off is left, then the client is refused; with a minute more than it, allowed', async () => {
    const early = await insertInstructor(catalog);
    await insertWeek(booking.db, early.id, { startTime: '07:00' });
    const refused = await confirmedSession(booking, catalog, { instructorId: early.id, date: TUESDAY, time: '07:00' });
    // 07:00 Tuesday in New York is 12:00Z: 24 hours after the clock.
    clock.set('2030-01-07T12:00:01Z');
    expect((await onBooking(booking, 'POST', refused.bookingId, 'cancel', refused.client, {})).status).toBe(409);
    clock.set('2030-01-07T11:59:00Z');
    expect((await onBooking(booking, 'POST', refused.bookingId, 'cancel', refused.client, {})).status).toBe(200);
  });

  it("When the client's e-mail is not verified, or another client asks, then 403 and the session stays", async () => {
    const s = await confirmedSession(booking, catalog);

    const unverified = await onBooking(booking, 'POST', s.bookingId, 'cancel', asRole('user', s.clientEmail, { emailVerified: false }), {});
    const stranger = await onBooking(booking, 'POST', s.bookingId, 'cancel', asRole('user', nextClientEmail()), {});

    expect(unverified).toEqual({ status: 403, body: { message: 'You can only change your own bookings' } });
    expect(stranger.status).toBe(403);
    expect((await findBooking(booking.db, s.bookingId))?.status).toBe('confirmed');
  });

  it('When a pending booking is abandoned, then its hold is released at once, without the cut-off, and no e-mail is sent about it', async () => {
    const clientEmail = nextClientEmail();
    const s = await confirmedSession(booking, catalog);
    const { bookingId } = await heldCheckout(booking, buildCheckout(s.instructorId, { sessionDate: MONDAY, time: '15:00', clientEmail }));

    const res = await onBooking(booking, 'POST', bookingId, 'cancel', asRole('user', clientEmail), {});

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect(await availableTimes(booking, s.instructorId, MONDAY)).toContain('15:00');
    expect((await mailsFor(bookingId)).map((m) => m.kind)).toEqual(['booking-confirm-link']);
  });
});

describe('The instructor or an admin cancels', () => {
  it('When the instructor gives no reason, then 400 naming it; with one, the client is e-mailed the reason', async () => {
    const s = await confirmedSession(booking, catalog);

    const bare = await onBooking(booking, 'POST', s.bookingId, 'cancel', s.staff, { reason: '  ' });
    const res = await onBooking(booking, 'POST', s.bookingId, 'cancel', s.staff, { reason: 'Coach is ill' });

    expect(bare).toEqual({ status: 400, body: { message: 'Give a reason for the cancellation', errors: [{ path: 'reason', message: 'Give a reason for the cancellation' }] } });
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'instructor', cancelReason: 'Coach is ill' });
    const toClient = (await mailsFor(s.bookingId)).find((m) => m.kind === 'booking-cancelled-client');
    expect(toClient?.text).toContain('Reason: Coach is ill');
    expect(toClient?.text).toContain(`/private-classes?instructorId=${s.instructorId}`);
    expect((await mailsFor(s.bookingId)).some((m) => m.kind === 'booking-cancelled-instructor')).toBe(false);
  });

  it("When staff of another instructor cancel, then 403; an admin may cancel even inside the cut-off", async () => {
    const s = await confirmedSession(booking, catalog, { date: MONDAY, time: '16:00' });
    const other = await confirmedSession(booking, catalog);

    expect((await onBooking(booking, 'POST', s.bookingId, 'cancel', other.staff, { reason: 'x' })).status).toBe(403);
    const res = await onBooking(booking, 'POST', s.bookingId, 'cancel', s.admin, { reason: 'Gym closed for repairs' });

    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
    expect((await mailsFor(s.bookingId)).find((m) => m.kind === 'booking-cancelled-client')?.text).toContain('cancelled by the gym');
  });

  it('When a session was cancelled, then cancelling again or moving it answers 409', async () => {
    const s = await confirmedSession(booking, catalog);
    await onBooking(booking, 'POST', s.bookingId, 'cancel', s.client, {});

    expect((await onBooking(booking, 'POST', s.bookingId, 'cancel', s.client, {})).status).toBe(409);
    expect((await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: TUESDAY, time: '14:00' })).status).toBe(409);
  });
});

describe('A client moves a session', () => {
  it('When the new time is free, then the booking moves, the old time is free, the new one taken, and both sides are e-mailed with the new calendar file', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00' });

    const res = await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: WEDNESDAY, time: '14:00' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', date: WEDNESDAY, time: '14:00', startsAt: '2030-01-09T19:00:00.000Z' });
    expect(await seatsOf(s.instructorId, TUESDAY)).toEqual([]);
    expect(await seatsOf(s.instructorId, WEDNESDAY)).toEqual(['14:00#1']);
    expect(await availableTimes(booking, s.instructorId, TUESDAY)).toContain('10:00');
    expect(await availableTimes(booking, s.instructorId, WEDNESDAY)).not.toContain('14:00');
    const mails = await mailsFor(s.bookingId);
    const toClient = mails.find((m) => m.kind === 'booking-rescheduled-client');
    expect(toClient?.subject).toBe(`Session Moved: Technique Training (1 Hour) now on ${WEDNESDAY} at 14:00 (America/New_York)`);
    expect(toClient?.text).toContain(`It was on ${TUESDAY} at 10:00`);
    expect(toClient?.text).toMatch(new RegExp(`/api/bookings/${s.bookingId}/calendar\\.ics\\?token=[A-Za-z0-9_-]{43}`));
    expect(mails.some((m) => m.kind === 'booking-rescheduled-instructor')).toBe(true);
  });

  it('When a session is moved twice, then each move frees the seat the one before took', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00', sessionType: 'extended' });

    expect((await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: TUESDAY, time: '13:00' })).status).toBe(200);
    expect((await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: WEDNESDAY, time: '09:00' })).status).toBe(200);

    expect(await seatsOf(s.instructorId, TUESDAY)).toEqual([]);
    expect(await seatsOf(s.instructorId, WEDNESDAY)).toEqual(['09:00#1', '10:00#1']);
    expect(await findBooking(booking.db, s.bookingId)).toMatchObject({ date: WEDNESDAY, time: '09:00', revision: 2, seatTimes: ['09:00', '10:00'] });
  });

  it('When the new time is taken, outside the slots, on a Sunday or the same time, then it is refused and the booking is untouched', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00' });
    await confirmedSession(booking, catalog, { instructorId: s.instructorId, date: TUESDAY, time: '11:00' });

    const taken = await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: TUESDAY, time: '11:00' });
    const outside = await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: TUESDAY, time: '20:00' });
    const sunday = await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: '2030-01-13', time: '10:00' });
    const same = await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: TUESDAY, time: '10:00' });

    expect(taken).toEqual({ status: 409, body: { message: 'That time is no longer available' } });
    expect(outside.status).toBe(409);
    expect(sunday.status).toBe(400);
    expect(same.status).toBe(400);
    const untouched = await findBooking(booking.db, s.bookingId);
    expect(untouched).toMatchObject({ date: TUESDAY, time: '10:00', status: 'confirmed' });
    expect(untouched?.revision).toBeUndefined();
    expect(await seatsOf(s.instructorId, TUESDAY)).toEqual(['10:00#1', '11:00#1']);
  });

  it('When eight clients race to move into the same last seat, then exactly one wins and every other keeps the session and seat it had', async () => {
    const first = await confirmedSession(booking, catalog, { date: TUESDAY, time: '09:00' });
    const others = [];
    for (const time of HOURS.slice(1)) {
      others.push(await confirmedSession(booking, catalog, { instructorId: first.instructorId, date: TUESDAY, time }));
    }
    const racers = [first, ...others];

    const answers = await Promise.all(
      racers.map((r) => onBooking(booking, 'POST', r.bookingId, 'reschedule', r.client, { sessionDate: WEDNESDAY, time: '10:00' })),
    );

    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await seatsOf(first.instructorId, WEDNESDAY)).toEqual(['10:00#1']);
    const winner = racers[answers.findIndex((a) => a.status === 200)]!;
    const stored = await Promise.all(racers.map((r) => findBooking(booking.db, r.bookingId)));
    expect(stored.filter((b) => b?.date === WEDNESDAY).map((b) => b?.id)).toEqual([winner.bookingId]);
    expect(stored.every((b) => b?.status === 'confirmed')).toBe(true);
    // Seven sessions stay where they were, each still holding its seat; only the winner's old hour is free.
    expect((await seatsOf(first.instructorId, TUESDAY)).length).toBe(7);
    expect(await availableTimes(booking, first.instructorId, TUESDAY)).toEqual([HOURS[racers.indexOf(winner)]]);
  });

  it('When a cancel and a move of one session arrive together, then exactly one applies and its seats agree with it', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00' });

    const [cancel, move] = await Promise.all([
      onBooking(booking, 'POST', s.bookingId, 'cancel', s.client, {}),
      onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: WEDNESDAY, time: '11:00' }),
    ]);

    const stored = await findBooking(booking.db, s.bookingId);
    const seats = [...(await seatsOf(s.instructorId, TUESDAY)), ...(await seatsOf(s.instructorId, WEDNESDAY))];
    if (cancel.status === 200) {
      expect(stored?.status).toBe('cancelled');
      expect(seats).toEqual([]);
    } else {
      expect(move.status).toBe(200);
      expect(stored).toMatchObject({ status: 'confirmed', date: WEDNESDAY, time: '11:00' });
      expect(seats).toEqual(['11:00#1']);
    }
    expect([cancel.status, move.status].filter((status) => status === 200)).toHaveLength(1);
    expect([cancel.status, move.status].filter((status) => status === 409)).toHaveLength(1);
  });
});

describe('A change cut short by a crash', () => {
  const plan = [{ time: '13:00', maxBookings: 1 }];

  it('When a move took its new seats but never confirmed them, then the sweep gives them back and the revision is free again', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00' });
    const deps = depsOf(booking, clock);
    const before = (await findBooking(booking.db, s.bookingId))!;
    const seatKey = `${s.bookingId}.crashed`;
    await claimChange(deps, before, { kind: 'reschedule', by: 'client', date: WEDNESDAY, time: '13:00', seatTimes: ['13:00'], seatKey, previousSeatKey: s.bookingId, previousDate: TUESDAY, previousTime: '10:00' });
    await takeSeats(deps, { instructorId: s.instructorId, date: WEDNESDAY, plan, seatKey, holdExpiresAt: new Date('2030-01-07T12:15:00Z') });

    clock.advanceMinutes(1);
    expect(await finishChanges(deps)).toBe(1);

    expect(await seatsOf(s.instructorId, WEDNESDAY)).toEqual([]);
    expect(await findBooking(booking.db, s.bookingId)).toMatchObject({ date: TUESDAY, time: '10:00' });
    expect(await booking.db.collection('booking_changes').findOne({ _id: changeId(s.bookingId, 0) as never })).toBeNull();
    expect((await onBooking(booking, 'POST', s.bookingId, 'reschedule', s.client, { sessionDate: WEDNESDAY, time: '13:00' })).status).toBe(200);
  });

  it('When a move confirmed its new seats and then the process died, then the sweep finishes the move and frees the old seat', async () => {
    const s = await confirmedSession(booking, catalog, { date: TUESDAY, time: '10:00' });
    const deps = depsOf(booking, clock);
    const before = (await findBooking(booking.db, s.bookingId))!;
    const seatKey = `${s.bookingId}.confirmed`;
    const change = await claimChange(deps, before, { kind: 'reschedule', by: 'client', date: WEDNESDAY, time: '13:00', seatTimes: ['13:00'], seatKey, previousSeatKey: s.bookingId, previousDate: TUESDAY, previousTime: '10:00' });
    await takeSeats(deps, { instructorId: s.instructorId, date: WEDNESDAY, plan, seatKey, holdExpiresAt: new Date('2030-01-07T12:15:00Z') });
    await confirmHold(deps, seatKey, 'client');

    clock.advanceMinutes(1);
    await finishChanges(deps);
    await applyChange(deps, change); // a late retry of the same change changes nothing more

    expect(await findBooking(booking.db, s.bookingId)).toMatchObject({ date: WEDNESDAY, time: '13:00', revision: 1 });
    expect(await seatsOf(s.instructorId, TUESDAY)).toEqual([]);
    expect(await seatsOf(s.instructorId, WEDNESDAY)).toEqual(['13:00#1']);
    expect((await mailsFor(s.bookingId)).filter((m) => m.kind === 'booking-rescheduled-client')).toHaveLength(1);
  });
});

describe('After the session', () => {
  const TUESDAY_10AM_NEW_YORK = '2030-01-08T15:00:00Z';

  it('When the instructor marks it completed, then it is completed, the client can no longer cancel it, and another instructor is refused', async () => {
    const s = await confirmedSession(booking, catalog);
    const other = await confirmedSession(booking, catalog);
    clock.set(TUESDAY_10AM_NEW_YORK);

    expect((await onBooking(booking, 'POST', s.bookingId, 'status', other.staff, { status: 'completed' })).status).toBe(403);
    expect((await onBooking(booking, 'POST', s.bookingId, 'status', s.client, { status: 'completed' })).status).toBe(403);
    const res = await onBooking(booking, 'POST', s.bookingId, 'status', s.staff, { status: 'completed' });
    const corrected = await onBooking(booking, 'POST', s.bookingId, 'status', s.staff, { status: 'no_show' });

    expect(res.body).toMatchObject({ status: 'completed' });
    expect(corrected.body).toMatchObject({ status: 'no_show' });
    expect((await onBooking(booking, 'POST', s.bookingId, 'cancel', s.client, {})).status).toBe(409);
  });

  it('When staff or an admin mark it completed or no-show before it starts, then 409 says it has not started and it stays confirmed; from its start it is allowed', async () => {
    const s = await confirmedSession(booking, catalog);
    clock.set('2030-01-08T14:59:59Z');

    const early = await onBooking(booking, 'POST', s.bookingId, 'status', s.staff, { status: 'completed' });
    const noShow = await onBooking(booking, 'POST', s.bookingId, 'status', s.admin, { status: 'no_show' });

    expect(early).toEqual({ status: 409, body: { message: sessionMessages.notStarted } });
    expect(noShow).toEqual({ status: 409, body: { message: sessionMessages.notStarted } });
    expect((await findBooking(booking.db, s.bookingId))?.status).toBe('confirmed');
    clock.set(TUESDAY_10AM_NEW_YORK);
    expect((await onBooking(booking, 'POST', s.bookingId, 'status', s.staff, { status: 'no_show' })).body).toMatchObject({ status: 'no_show' });
  });

  it('When an at-gym session was marked completed or no-show, then its payment can still be recorded, once', async () => {
    const s = await confirmedSession(booking, catalog);
    const missed = await confirmedSession(booking, catalog, { instructorId: s.instructorId, time: '11:00' });
    clock.set('2030-01-08T17:00:00Z');
    await onBooking(booking, 'POST', s.bookingId, 'status', s.staff, { status: 'completed' });
    await onBooking(booking, 'POST', missed.bookingId, 'status', s.staff, { status: 'no_show' });

    const paid = await onBooking(booking, 'POST', s.bookingId, 'paid', s.staff, undefined);
    const again = await onBooking(booking, 'POST', s.bookingId, 'paid', s.admin, undefined);
    const noShowPaid = await onBooking(booking, 'POST', missed.bookingId, 'paid', s.staff, undefined);

    expect(paid).toMatchObject({ status: 200, body: { status: 'completed', paymentMethod: 'at_gym', paymentStatus: 'paid' } });
    expect(again).toMatchObject({ status: 200, body: { paymentStatus: 'paid' } });
    expect(noShowPaid).toMatchObject({ status: 200, body: { status: 'no_show', paymentStatus: 'paid' } });
  });

  it('When a cancelled booking is marked paid, then 409 says so and it stays due', async () => {
    const s = await confirmedSession(booking, catalog);
    expect((await onBooking(booking, 'POST', s.bookingId, 'cancel', s.staff, { reason: 'Coach is ill' })).status).toBe(200);

    const res = await onBooking(booking, 'POST', s.bookingId, 'paid', s.staff, undefined);

    expect(res).toEqual({ status: 409, body: { message: bookingMessages.paidCancelled } });
    expect((await findBooking(booking.db, s.bookingId))?.paymentStatus ?? 'due').toBe('due');
  });
});

describe('A pending booking in the portal', () => {
  it('When its verified client completes it (pay at the gym), then it is confirmed at once and e-mailed; someone else is refused', async () => {
    const s = await confirmedSession(booking, catalog);
    const clientEmail = nextClientEmail();
    const { bookingId } = await heldCheckout(booking, buildCheckout(s.instructorId, { sessionDate: TUESDAY, time: '15:00', clientEmail }));

    expect((await onBooking(booking, 'POST', bookingId, 'complete', asRole('user', nextClientEmail()), undefined)).status).toBe(403);
    const res = await onBooking(booking, 'POST', bookingId, 'complete', asRole('user', clientEmail), undefined);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ booking: { status: 'confirmed' }, checkoutUrl: null });
    expect((await mailsFor(bookingId)).some((m) => m.kind === 'booking-confirmed-client')).toBe(true);
  });

  it('When its hold has run out, then completing answers 409 and the time is free', async () => {
    const s = await confirmedSession(booking, catalog);
    const clientEmail = nextClientEmail();
    const { bookingId } = await heldCheckout(booking, buildCheckout(s.instructorId, { sessionDate: TUESDAY, time: '16:00', clientEmail }));
    clock.advanceMinutes(16);

    const res = await onBooking(booking, 'POST', bookingId, 'complete', asRole('user', clientEmail), undefined);

    expect(res).toEqual({ status: 409, body: { message: 'This booking hold has expired' } });
    expect(await availableTimes(booking, s.instructorId, TUESDAY)).toContain('16:00');
  });
});
