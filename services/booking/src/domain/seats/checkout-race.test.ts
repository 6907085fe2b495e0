import { seatRepository } from '../../data-access/seats/seat-repository';
import {
  availableTimes,
  buildCheckout,
  findBooking,
  insertInstructor,
  insertSlot,
  keyIn,
  mailedConfirmLink,
  useBookingStack,
} from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const stack = useBookingStack({ start: MONDAY_7AM_NEW_YORK });
const { clock } = stack;

async function instructorWithSlot(maxBookings: number) {
  const instructor = await insertInstructor(stack.catalog);
  await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00', maxBookings });
  return instructor;
}

/** Fires every request at once against the real server; answers the status counts and the winners. */
async function race(requests: number, instructorId: string, time = '09:00') {
  const responses = await Promise.all(
    Array.from({ length: requests }, (_, i) =>
      stack.booking.api.checkout(buildCheckout(instructorId, { time, clientEmail: `racer${i}@example.com` })).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { checkoutUrl?: string; bookingId?: string; message?: string },
      })),
    ),
  );
  const winners = responses.filter((r) => r.status === 201);
  const conflicts = responses.filter((r) => r.status === 409);
  return { winners, conflicts, others: responses.filter((r) => r.status !== 201 && r.status !== 409) };
}

/** Confirms as the guest does, through the link mailed to the booking's address. */
const confirmByMail = async (bookingId: string) => stack.booking.api.confirm(bookingId, (await mailedConfirmLink(stack.booking, bookingId)).key);

const seatsAt = async (instructorId: string, time: string) =>
  (await seatRepository(stack.booking.db).listForDate(instructorId, TUESDAY)).filter((s) => s.time === time);

describe('capacity under concurrent checkouts', () => {
  it('When 200 clients race for a slot with maxBookings 1, then exactly one gets a checkout URL and 199 get 409', async () => {
    const instructor = await instructorWithSlot(1);

    const { winners, conflicts, others } = await race(200, instructor.id);

    expect(others).toEqual([]);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body.checkoutUrl).toContain('/checkout/');
    expect(conflicts).toHaveLength(199);
    expect(conflicts[0]?.body).toEqual({ message: 'That time is no longer available' });
    expect(await seatsAt(instructor.id, '09:00')).toHaveLength(1);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });

  it('When 200 clients race for a slot with maxBookings 3, then exactly three succeed', async () => {
    const instructor = await instructorWithSlot(3);

    const { winners, conflicts, others } = await race(200, instructor.id);

    expect(others).toEqual([]);
    expect(winners).toHaveLength(3);
    expect(conflicts).toHaveLength(197);
    expect((await seatsAt(instructor.id, '09:00')).map((s) => s.seat).sort()).toEqual([1, 2, 3]);
  });

  it('When one of three holds has expired while 200 clients race, then exactly one takes its place and the old hold is expired', async () => {
    const instructor = await instructorWithSlot(3);
    const first = await race(3, instructor.id);
    const [expiring, ...paid] = first.winners.map((w) => w.body.bookingId!);
    for (const id of paid) expect((await confirmByMail(id)).status).toBe(200);
    clock.advanceMinutes(16); // the unpaid hold (07:00 + 15 minutes) has run out

    const { winners, conflicts, others } = await race(200, instructor.id);

    expect(others).toEqual([]);
    expect(winners).toHaveLength(1);
    expect(conflicts).toHaveLength(199);
    expect(await seatsAt(instructor.id, '09:00')).toHaveLength(3);
    expect((await findBooking(stack.booking.db, expiring!))?.status).toBe('expired');
  });

  it('When a hold is confirmed just as it runs out while others race to reclaim it, then exactly one of them owns the seat', async () => {
    const instructor = await instructorWithSlot(1);
    const { winners } = await race(1, instructor.id);
    const held = winners[0]!.body.bookingId!;
    const { key } = await mailedConfirmLink(stack.booking, held);
    clock.advanceMinutes(16);

    const [confirmation, racers] = await Promise.all([stack.booking.api.confirm(held, key), race(50, instructor.id)]);

    expect(confirmation.status).toBe(409);
    expect(racers.others).toEqual([]);
    expect(racers.winners).toHaveLength(1);
    expect(await seatsAt(instructor.id, '09:00')).toHaveLength(1);
    expect((await findBooking(stack.booking.db, held))?.status).toBe('expired');
  });

  it('When 100 confirmations of one hold race its cancellation, then it ends exactly one way, with its e-mails only if confirmed', async () => {
    const instructor = await instructorWithSlot(1);
    const { winners } = await race(1, instructor.id);
    const held = winners[0]!.body.bookingId!;
    const { key } = await mailedConfirmLink(stack.booking, held);

    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => stack.booking.api.confirm(held, key)),
      stack.booking.api.cancel(held, key),
    ]);

    const status = (await findBooking(stack.booking.db, held))?.status;
    const confirmations = answers.slice(0, 100).map((r) => r.status);
    expect(['confirmed', 'cancelled']).toContain(status);
    expect(new Set(confirmations)).toEqual(new Set([status === 'confirmed' ? 200 : 409]));
    expect(answers[100]!.status).toBe(status === 'confirmed' ? 409 : 200);
    const mails = (await stack.booking.api.outbox()).filter((m) => m.text.includes(held) && m.kind.startsWith('booking-confirmed'));
    expect(mails).toHaveLength(status === 'confirmed' ? 2 : 0);
    expect(await seatsAt(instructor.id, '09:00')).toHaveLength(status === 'confirmed' ? 1 : 0);
  });
});

describe('hold expiry (injected clock)', () => {
  it('When a hold expires, then the time is free again and the old booking is no longer pending, without any background job', async () => {
    const instructor = await instructorWithSlot(1);
    const res = await stack.booking.api.checkout(buildCheckout(instructor.id, { time: '09:00' }));
    const { bookingId } = (await res.json()) as { bookingId: string };
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);

    clock.advanceMinutes(14);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('pending');

    clock.advanceMinutes(2);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('expired');
    expect((await confirmByMail(bookingId)).status).toBe(409);
    expect((await stack.booking.api.checkout(buildCheckout(instructor.id, { time: '09:00' }))).status).toBe(201);
  });

  it('When an expired hold is read on the checkout page, then it shows expired and its seat is freed', async () => {
    const instructor = await instructorWithSlot(1);
    const { bookingId, checkoutUrl } = (await (await stack.booking.api.checkout(buildCheckout(instructor.id, { time: '10:00' }))).json()) as {
      bookingId: string;
      checkoutUrl: string;
    };
    clock.advanceMinutes(20);

    const summary = await (await stack.booking.api.summary(bookingId, keyIn(checkoutUrl))).json();

    expect(summary).toMatchObject({ bookingId, status: 'expired', holdExpiresAt: null });
    expect(await seatsAt(instructor.id, '10:00')).toHaveLength(0);
  });

  it('When a Stripe-less hold has run out but nobody took the seat yet, then confirming it still answers 409 (holds mean what they say)', async () => {
    const instructor = await instructorWithSlot(1);
    const { bookingId } = (await (await stack.booking.api.checkout(buildCheckout(instructor.id, { time: '10:00' }))).json()) as { bookingId: string };
    const { key } = await mailedConfirmLink(stack.booking, bookingId);
    clock.advanceMinutes(20);

    const res = await stack.booking.api.confirm(bookingId, key);

    expect(res.status).toBe(409);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
  });
});
