import { asRole, insertInstructor, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { issueCredits } from '../../testing/credit-test-kit';
import { bookTime, join, joinBody, waitlistClient } from '../../testing/waitlist-kit';

jest.setTimeout(240_000);

// Monday 2030-01-07, 07:00 in New York; Tuesday's 10:00 starts 27 hours later.
const stack = useBookingStack();
const TUESDAY = '2030-01-08';
const ROUNDS = 20;

interface ClaimedBooking {
  id: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}

/** A client with an open offer of a coach's freed 10:00 (and `credits` credits), and ten claims sent at once alternating at the gym and credit. */
async function racingClaims(credits: number) {
  const coach = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, coach.id);
  const taken = await bookTime(stack.booking, coach.id, TUESDAY, '10:00');
  const who = waitlistClient('racer');
  if (credits > 0) await issueCredits(stack.booking.db, who, { count: credits });
  const entry = await join(stack.booking, who, joinBody(coach.id, TUESDAY, ['10:00']));
  expect((await taken.cancel()).status).toBe(200);

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      stack.booking.api.request('POST', `/api/waitlist/${entry.id}/claim`, { paymentMethod: n % 2 === 0 ? 'at_gym' : 'credit' }, who.headers()),
    ),
  );
  const statuses = answers.map((res) => res.status);
  const stored = await stack.booking.db.collection('bookings').find({ instructorId: coach.id, date: TUESDAY, status: 'confirmed', clientEmail: who.email }).toArray();
  const balance = ((await (await stack.booking.api.request('GET', '/api/user/credits', undefined, who.headers())).json()) as { balance: number }).balance;
  return { coach, who, statuses, stored: stored as unknown as Array<ClaimedBooking & { _id: string; creditId?: string }>, balance };
}

describe('racing waitlist claims (issue 38)', () => {
  it(`When ten claims alternating at the gym and credit race for one offer of a client with no credit, then the booking is confirmed at the gym, and staff can record its payment (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { coach, statuses, stored, balance } = await racingClaims(0);

      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(statuses).toContain(201);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'confirmed', paymentMethod: 'at_gym', paymentStatus: 'due' });
      expect(stored[0]!.creditId).toBeUndefined();
      expect(balance).toBe(0);
      const paid = await stack.booking.api.request('POST', `/api/bookings/${stored[0]!._id}/paid`, undefined, asRole('staff', coach.email));
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({ paymentStatus: 'paid' });
    }
  });

  it(`When the client has two credits, then one claim wins with one payment method: by credit, one credit spent and the booking paid; at the gym, none spent (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { statuses, stored, balance } = await racingClaims(2);

      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(stored).toHaveLength(1);
      const booking = stored[0]!;
      if (booking.paymentMethod === 'credit') {
        expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', creditStatus: 'spent' });
        expect(balance).toBe(1);
      } else {
        expect(booking).toMatchObject({ status: 'confirmed', paymentMethod: 'at_gym', paymentStatus: 'due' });
        expect(booking.creditId).toBeUndefined();
        expect(balance).toBe(2);
      }
    }
  });
});
