import { lateCancelMessage } from '@wsms/contracts';
import { confirmedSession, depsOf, onBooking, useBookingStack } from '../../testing/booking-test-kit';
import { reportsKit } from '../../testing/reports-test-kit';
import { rebuildReports } from './rebuild-reports.use-case';

// Monday 7 January 2030, 07:00 in New York: a session at 16:00 today is inside the 24-hour cut-off.
const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
const kit = reportsKit(stack, 'whsec_unused');
const MONDAY = '2030-01-07';
const january = { from: '2030-01-01', to: '2030-01-31' };
const bookings = () => stack.booking.db.collection<{ _id: string; lateCancellation?: boolean }>('bookings');

/** Four sessions inside the cut-off, on one instructor each (the reports filter by instructor). */
async function sessionsInsideCutoff() {
  const at = (time: string) => confirmedSession(stack.booking, stack.catalog, { date: MONDAY, time });
  return { byStaff: await at('14:00'), byAdmin: await at('15:00'), byClient: await at('16:00'), inTime: await confirmedSession(stack.booking, stack.catalog, { date: '2030-01-09', time: '10:00' }) };
}

describe('One rule for a late cancellation (the cancellation policy, stored on the booking)', () => {
  it('When staff and an admin cancel inside the cut-off, then the summary does not count them late; a client who accepts a late cancellation is counted late, one who cancels in time is not', async () => {
    const s = await sessionsInsideCutoff();

    const staff = await onBooking(stack.booking, 'POST', s.byStaff.bookingId, 'cancel', s.byStaff.staff, { reason: 'Coach is ill' });
    const admin = await onBooking(stack.booking, 'POST', s.byAdmin.bookingId, 'cancel', s.byAdmin.admin, { reason: 'Gym closed' });
    const client = await onBooking(stack.booking, 'POST', s.byClient.bookingId, 'cancel', s.byClient.client, { acceptLateCancel: true });
    const inTime = await onBooking(stack.booking, 'POST', s.inTime.bookingId, 'cancel', s.inTime.client, {});

    expect([staff.status, admin.status, client.status, inTime.status]).toEqual([200, 200, 200, 200]);
    expect(staff.body.lateCancellation).toBeUndefined();
    expect(admin.body.lateCancellation).toBeUndefined();
    expect(client.body).toMatchObject({ status: 'cancelled', cancelledBy: 'client', lateCancellation: true });
    const summary = async (instructorId: string) => (await kit.summary({ ...january, instructorId })).sessions;
    expect(await summary(s.byStaff.instructorId)).toMatchObject({ cancelled: 1, lateCancelled: 0 });
    expect(await summary(s.byAdmin.instructorId)).toMatchObject({ cancelled: 1, lateCancelled: 0 });
    expect(await summary(s.byClient.instructorId)).toMatchObject({ cancelled: 1, lateCancelled: 1 });
    expect(await summary(s.inTime.instructorId)).toMatchObject({ cancelled: 1, lateCancelled: 0 });
    // Each booking stores the policy's answer, false included.
    const stored = await bookings().find({ _id: { $in: [s.byStaff.bookingId, s.byAdmin.bookingId, s.byClient.bookingId, s.inTime.bookingId] } }).toArray();
    expect(Object.fromEntries(stored.map((b) => [b._id, b.lateCancellation]))).toEqual({ [s.byStaff.bookingId]: false, [s.byAdmin.bookingId]: false, [s.byClient.bookingId]: true, [s.inTime.bookingId]: false });
  });

  it('When the roll-ups are rebuilt, then a booking cancelled before the answer was stored gets the same policy: late only for its client inside the cut-off', async () => {
    const s = await sessionsInsideCutoff();
    await onBooking(stack.booking, 'POST', s.byStaff.bookingId, 'cancel', s.byStaff.staff, { reason: 'Coach is ill' });
    await onBooking(stack.booking, 'POST', s.byClient.bookingId, 'cancel', s.byClient.client, { acceptLateCancel: true });
    // As written before every cancel stored its answer: no lateCancellation at all.
    await bookings().updateMany({ _id: { $in: [s.byStaff.bookingId, s.byClient.bookingId] } }, { $unset: { lateCancellation: 1 } });

    await rebuildReports(depsOf(stack.booking, stack.clock));

    expect((await kit.summary({ ...january, instructorId: s.byStaff.instructorId })).sessions).toMatchObject({ cancelled: 1, lateCancelled: 0 });
    expect((await kit.summary({ ...january, instructorId: s.byClient.instructorId })).sessions).toMatchObject({ cancelled: 1, lateCancelled: 1 });
  });

  it('When the cancel preview is asked, then it answers what the cancel would do for the one asking: late for the client inside the cut-off, never for staff or an admin', async () => {
    const s = await sessionsInsideCutoff();

    const client = await onBooking(stack.booking, 'GET', s.byClient.bookingId, 'cancel-preview', s.byClient.client);
    const staff = await onBooking(stack.booking, 'GET', s.byClient.bookingId, 'cancel-preview', s.byClient.staff);
    const admin = await onBooking(stack.booking, 'GET', s.byClient.bookingId, 'cancel-preview', s.byClient.admin);
    const inTime = await onBooking(stack.booking, 'GET', s.inTime.bookingId, 'cancel-preview', s.inTime.client);

    expect(client).toEqual({ status: 200, body: { late: true, credit: 'none', payment: 'none', message: lateCancelMessage(24, 'nothing') } });
    expect(staff).toEqual({ status: 200, body: { late: false, credit: 'none', payment: 'none', message: null } });
    expect(admin.body).toMatchObject({ late: false, message: null });
    expect(inTime.body).toMatchObject({ late: false, message: null });
    // The cancel does what the preview said.
    const refused = await onBooking(stack.booking, 'POST', s.byClient.bookingId, 'cancel', s.byClient.client, {});
    expect(refused).toEqual({ status: 409, body: { message: client.body.message } });
  });
});
