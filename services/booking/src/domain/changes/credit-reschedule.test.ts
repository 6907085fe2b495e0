import { creditMessages } from '@wsms/contracts';
import { asRole, buildCheckout, findBooking, insertInstructor, insertWeek, onBooking, useBookingStack } from '../../testing/booking-test-kit';
import { creditClient, issueCredits } from '../../testing/credit-test-kit';

jest.setTimeout(120_000);

// Monday 2030-01-07, 07:00 in New York.
const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
const EXPIRES_ON = '2030-01-16'; // a Wednesday
const BEFORE_EXPIRY = '2030-01-15';
const ON_EXPIRY = '2030-01-16';
const AFTER_EXPIRY = '2030-01-17';

/** A session paid with a credit that is valid through EXPIRES_ON, with its client and its instructor's staff. */
async function creditSession() {
  const instructor = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, instructor.id);
  const client = creditClient('mover');
  await issueCredits(stack.booking.db, client, { expiresOn: EXPIRES_ON, sessionTypes: ['technique'] });
  const res = await stack.booking.api.checkout({ ...buildCheckout(instructor.id, { sessionDate: '2030-01-09', time: '10:00', clientEmail: client.email }), paymentMethod: 'credit' }, client.headers);
  expect(res.status).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  return { bookingId, client, staff: asRole('staff', instructor.email), instructorId: instructor.id };
}

describe('moving a booking paid with a credit (issue 38)', () => {
  it('When the client or the staff move it past the day its credit expires, then 409 (as a credit checkout for that date would be) and it stays where it was', async () => {
    const s = await creditSession();
    const checkoutThen = await stack.booking.api.checkout(
      { ...buildCheckout(s.instructorId, { sessionDate: AFTER_EXPIRY, time: '11:00', clientEmail: s.client.email }), paymentMethod: 'credit' },
      s.client.headers,
    );
    expect(checkoutThen.status).toBe(409);

    for (const [who, headers] of [['client', s.client.headers], ['staff', s.staff], ['admin', asRole('admin')]] as const) {
      const moved = await onBooking(stack.booking, 'POST', s.bookingId, 'reschedule', headers, { sessionDate: AFTER_EXPIRY, time: '10:00' });
      expect([who, moved.status, moved.body.message]).toEqual([who, 409, creditMessages.creditNotValidThen]);
    }
    const stored = await findBooking(stack.booking.db, s.bookingId);
    expect(stored).toMatchObject({ date: '2030-01-09', time: '10:00', status: 'confirmed', paymentMethod: 'credit' });
    expect(await stack.booking.db.collection('booking_seats').countDocuments({ instructorId: s.instructorId, date: AFTER_EXPIRY })).toBe(0);
  });

  it('When it is moved to a date the credit still covers (up to its last day), then the move goes through, by the client and by the staff', async () => {
    const s = await creditSession();

    const byClient = await onBooking(stack.booking, 'POST', s.bookingId, 'reschedule', s.client.headers, { sessionDate: BEFORE_EXPIRY, time: '10:00' });
    expect(byClient.status).toBe(200);
    const byStaff = await onBooking(stack.booking, 'POST', s.bookingId, 'reschedule', s.staff, { sessionDate: ON_EXPIRY, time: '14:00' });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body).toMatchObject({ date: ON_EXPIRY, time: '14:00', paymentMethod: 'credit', status: 'confirmed' });
  });
});
