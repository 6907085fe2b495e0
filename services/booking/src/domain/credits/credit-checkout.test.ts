import { cancellationPolicyText, creditMessages } from '@wsms/contracts';
import { creditRepository } from '../../data-access/credits/credit-repository';
import {
  asRole,
  availableTimes,
  buildCheckout,
  depsOf,
  findBooking,
  heldCheckout,
  insertInstructor,
  insertWeek,
  startBooking,
  useBookingStack,
  type TestBooking,
} from '../../testing/booking-test-kit';
import { creditClient, issueCredits } from '../../testing/credit-test-kit';
import { confirmHold, releaseBooking } from '../seats/hold-lifecycle';
import { creditHistory } from './credit-ledger';
import { ownerCredits } from './owner-credits';
import { finishRedemptions, payHoldWithCredit, redeemCredit } from './spend-credit';

jest.setTimeout(120_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const stack = useBookingStack({ start: MONDAY_7AM_NEW_YORK });

async function bookableInstructor() {
  const instructor = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, instructor.id);
  return instructor;
}

type Client = ReturnType<typeof creditClient>;
const withCredit = (instructorId: string, client: Client, data: Record<string, string> = {}) => ({
  ...buildCheckout(instructorId, { clientEmail: client.email, sessionDate: TUESDAY, ...data }),
  paymentMethod: 'credit',
});

async function creditCheckout(booking: TestBooking, body: unknown, headers: Record<string, string>) {
  const res = await booking.api.checkout(body, headers);
  return { status: res.status, body: (await res.json()) as { bookingId?: string; status?: string; checkoutUrl?: string; message?: string } };
}

const statuses = async (client: Client) => (await ownerCredits(depsOf(stack.booking, stack.clock), client.sub)).states.map((s) => s.status);

describe('booking with a credit', () => {
  it('When a verified client with a credit checks out with it, then the booking is confirmed at once, paid by the credit, and the credit is used', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    await issueCredits(stack.booking.db, client, { count: 2 });

    const { status, body } = await creditCheckout(stack.booking, withCredit(instructor.id, client), client.headers);

    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'confirmed', checkoutUrl: expect.stringContaining('booking=success') });
    const stored = await findBooking(stack.booking.db, body.bookingId!);
    expect(stored).toMatchObject({ status: 'confirmed', paymentMethod: 'credit', paymentStatus: 'paid', creditStatus: 'spent' });
    expect((await statuses(client)).sort()).toEqual(['available', 'used']);
    const mails = await stack.booking.api.outbox();
    const confirmation = mails.find((m) => m.to === client.email && m.kind === 'booking-confirmed-client' && m.text.includes(body.bookingId!));
    expect(confirmation?.text).toContain('Paid with: one package credit');
    expect(confirmation?.text).toContain(cancellationPolicyText(24));
  });

  it('When the client has no credit for that session type or date, then 409 says so and no booking or seat is kept', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    await issueCredits(stack.booking.db, client, { sessionTypes: ['conditioning'] });
    const expired = creditClient();
    await issueCredits(stack.booking.db, expired, { expiresOn: '2030-01-07' });

    const wrongType = await creditCheckout(stack.booking, withCredit(instructor.id, client, { sessionType: 'technique' }), client.headers);
    const tooLate = await creditCheckout(stack.booking, withCredit(instructor.id, expired, { sessionType: 'technique' }), expired.headers);

    expect(wrongType).toEqual({ status: 409, body: { message: creditMessages.noCredit } });
    expect(tooLate).toEqual({ status: 409, body: { message: creditMessages.noCredit } });
    expect(await stack.booking.api.bookings(client.headers).then((r) => r.json())).toEqual([]);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toContain('10:00');
  });

  it('When someone signed out, unverified or booking for another e-mail asks to pay with a credit, then 401 or 403 and nothing is held', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    await issueCredits(stack.booking.db, client);
    const unverified = creditClient();

    const anonymous = await creditCheckout(stack.booking, withCredit(instructor.id, client), {});
    const notVerified = await creditCheckout(stack.booking, withCredit(instructor.id, unverified), asRole('user', unverified.email, { sub: unverified.sub, emailVerified: false }));
    const otherEmail = await creditCheckout(stack.booking, { ...withCredit(instructor.id, client), bookingData: { ...withCredit(instructor.id, client).bookingData, clientEmail: 'someone.else@example.com' } }, client.headers);

    expect(anonymous).toEqual({ status: 401, body: { message: creditMessages.creditNeedsAccount } });
    expect(notVerified).toEqual({ status: 403, body: { message: creditMessages.creditOwnEmail } });
    expect(otherEmail).toEqual({ status: 403, body: { message: creditMessages.creditOwnEmail } });
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toContain('10:00');
    expect(await statuses(client)).toEqual(['available']);
  });

  it('When 20 credit checkouts for different free times race on one credit, then exactly one books and the others hold nothing', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    await issueCredits(stack.booking.db, client);
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const bodies = Array.from({ length: 20 }, (_, i) =>
      withCredit(instructor.id, client, { sessionDate: i < 8 ? TUESDAY : i < 16 ? '2030-01-09' : '2030-01-10', time: times[i % 8]! }),
    );

    const answers = await Promise.all(bodies.map((body) => creditCheckout(stack.booking, body, client.headers)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual(Array(19).fill(409));
    const bookings = (await stack.booking.api.bookings(client.headers).then((r) => r.json())) as Array<{ status: string }>;
    expect(bookings.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    expect(bookings.filter((b) => b.status === 'pending')).toEqual([]);
    expect(await statuses(client)).toEqual(['used']);
  });

  it('When 20 credit checkouts race over two instances on one credit, then exactly one books', async () => {
    const second = await startBooking({ catalog: stack.catalog, clock: stack.clock, env: { MONGODB_URI: stack.booking.config.MONGODB_URI } });
    try {
      const instructor = await bookableInstructor();
      const client = creditClient();
      await issueCredits(stack.booking.db, client);
      const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
      const bodies = Array.from({ length: 20 }, (_, i) =>
        withCredit(instructor.id, client, { sessionDate: i < 8 ? TUESDAY : i < 16 ? '2030-01-09' : '2030-01-10', time: times[i % 8]! }),
      );

      const answers = await Promise.all(bodies.map((body, i) => creditCheckout(i % 2 ? second : stack.booking, body, client.headers)));

      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
      expect(await statuses(client)).toEqual(['used']);
    } finally {
      await second.stop();
    }
  });
});

describe('the reusable credit redemption', () => {
  it('When another confirmation path pays a held booking with a credit, then it is confirmed and paid; with no credit, 409 and the hold is left to its caller', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    const [creditId] = await issueCredits(stack.booking.db, client);
    const deps = depsOf(stack.booking, stack.clock);
    const first = await heldCheckout(stack.booking, buildCheckout(instructor.id, { clientEmail: client.email, time: '11:00' }));
    const second = await heldCheckout(stack.booking, buildCheckout(instructor.id, { clientEmail: client.email, time: '12:00' }));
    const wanted = { ownerId: client.sub, sessionType: 'technique', date: TUESDAY };

    const redemption = await payHoldWithCredit(deps, wanted, first.bookingId);

    expect(redemption).toMatchObject({ creditId, bookingId: first.bookingId });
    expect(await findBooking(stack.booking.db, first.bookingId)).toMatchObject({ status: 'confirmed', paymentMethod: 'credit', paymentStatus: 'paid', creditId });
    await expect(payHoldWithCredit(deps, wanted, second.bookingId)).rejects.toMatchObject({ status: 409, message: creditMessages.noCredit });
    expect(await findBooking(stack.booking.db, second.bookingId)).toMatchObject({ status: 'pending' });
  });

  it('When the hold was released before the credit confirmed it, then the credit is given back and 409 answered', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    await issueCredits(stack.booking.db, client);
    const deps = depsOf(stack.booking, stack.clock);
    const held = await heldCheckout(stack.booking, buildCheckout(instructor.id, { clientEmail: client.email, time: '13:00' }));
    await releaseBooking(deps, held.bookingId, 'cancelled');

    await expect(payHoldWithCredit(deps, { ownerId: client.sub, sessionType: 'technique', date: TUESDAY }, held.bookingId)).rejects.toMatchObject({ status: 409 });

    const { records, states } = await ownerCredits(deps, client.sub);
    expect(states.map((s) => s.status)).toEqual(['available']);
    const history = creditHistory(records, states);
    expect(history.map((h) => h.change)).toEqual([1]);
  });

  it('When a crash left a spending pending, then recovery keeps it for a confirmed booking and gives the credit back otherwise, never neither', async () => {
    const instructor = await bookableInstructor();
    const client = creditClient();
    await issueCredits(stack.booking.db, client, { count: 2 });
    const deps = depsOf(stack.booking, stack.clock);
    const wanted = { ownerId: client.sub, sessionType: 'technique', date: TUESDAY };
    const confirmedOne = await heldCheckout(stack.booking, buildCheckout(instructor.id, { clientEmail: client.email, time: '14:00' }));
    const abandoned = await heldCheckout(stack.booking, buildCheckout(instructor.id, { clientEmail: client.email, time: '15:00' }));
    // The crash: both credits spent, one booking confirmed, neither spending finished.
    const kept = await redeemCredit(deps, wanted, confirmedOne.bookingId);
    await confirmHold(deps, confirmedOne.bookingId, 'credit');
    const lost = await redeemCredit(deps, wanted, abandoned.bookingId);
    stack.clock.advanceMinutes(1);

    expect(await finishRedemptions(deps)).toBe(2);

    const redemptions = await creditRepository(stack.booking.db).redemptionsForOwner(client.sub);
    expect(redemptions.find((r) => r._id === kept._id)?.state).toBe('spent');
    expect(redemptions.find((r) => r._id === lost._id)?.state).toBe('void');
    expect(await findBooking(stack.booking.db, abandoned.bookingId)).toMatchObject({ status: 'cancelled' });
    expect((await statuses(client)).sort()).toEqual(['available', 'used']);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toContain('15:00');
    expect(await finishRedemptions(deps)).toBe(0);
  });
});
