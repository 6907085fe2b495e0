import { bookingMessages } from '@wsms/contracts';
import {
  availableTimes,
  buildCheckout,
  fromAddress,
  heldCheckout,
  insertInstructor,
  insertWeek,
  mailedConfirmLink,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const clock = testClock(MONDAY_7AM_NEW_YORK);
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  // The per-address checkout rate (30 per 10 minutes) is out of the way: 48 racing requests reach it
  // in any order, so which 429 came first would be chance. These tests are about the hold limits per
  // e-mail and per address over a week, so the cap per address on one instructor's day (tested in
  // address-day-holds.test.ts) is out of the way too.
  booking = await startBooking({
    catalog,
    clock,
    relaxedLimits: false,
    env: { CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '1000', CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY: '1000' },
  });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(MONDAY_7AM_NEW_YORK));

/**
 * An instructor with a whole free week: every hour from 09:00 to 16:00, Monday to Saturday, one seat
 * each (two: sixteen seats a day, so guests may hold all eight hours of a day).
 */
async function openWeek(maxBookings = 1) {
  const instructor = await insertInstructor(catalog);
  await insertWeek(booking.db, instructor.id, { maxBookings });
  return instructor;
}

const WEEK = ['2030-01-08', '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12', '2030-01-14'];

/** The 48 one-hour sessions of a week (Tuesday to the next Monday): enough to flood it. */
const weekCells = () =>
  WEEK.flatMap((sessionDate) =>
    ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((time) => ({ sessionDate, time })),
  );

async function burst(instructorId: string, requests: number, vary: (i: number) => { email: string; address: string }) {
  const cells = weekCells();
  const answers = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const { email, address } = vary(i);
      const res = await booking.api.checkout(buildCheckout(instructorId, { ...cells[i % cells.length]!, clientEmail: email }), fromAddress(address));
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string; bookingId?: string } };
    }),
  );
  return { held: answers.filter((a) => a.status === 201), limited: answers.filter((a) => a.status === 429), others: answers.filter((a) => a.status !== 201 && a.status !== 429) };
}

let tag = 0;
const fresh = (label: string) => `${label}.${(tag += 1)}`;

describe('hold limits (defaults: 3 per e-mail, 10 per client address)', () => {
  it('When 48 checkouts for one e-mail arrive at once from many addresses, then exactly 3 hold and 45 get 429 with Retry-After', async () => {
    const instructor = await openWeek();
    const email = `${fresh('flood')}@example.com`;

    const { held, limited, others } = await burst(instructor.id, 48, (i) => ({ email, address: `203.0.113.${i + 1}` }));

    expect(others).toEqual([]);
    expect(held).toHaveLength(3);
    expect(limited).toHaveLength(45);
    expect(limited[0]?.body).toEqual({
      message: 'This e-mail address already has several bookings waiting for confirmation. Please confirm or cancel one first, or try again later.',
    });
    expect(Number(limited[0]?.retryAfter)).toBe(15 * 60);
  });

  it('When 48 checkouts from one address arrive at once with different e-mails, then exactly 10 hold and the rest of the week stays bookable', async () => {
    // Two seats an hour: the guests' share of a day (half its seats) is not what this test is about.
    const instructor = await openWeek(2);
    const address = `192.0.2.${(tag % 200) + 1}`;
    const prefix = fresh('neighbour');

    const { held, limited, others } = await burst(instructor.id, 48, (i) => ({ email: `${prefix}${i}@example.com`, address }));

    expect(others).toEqual([]);
    expect(held).toHaveLength(10);
    expect(limited).toHaveLength(38);
    expect(limited[0]?.body.message).toBe('Too many bookings are waiting for confirmation from your network. Please try again later.');
    const stillFree = await Promise.all(WEEK.map((date) => availableTimes(booking, instructor.id, date)));
    expect(stillFree.flat()).toHaveLength(48);
    const [date, times] = [WEEK[0]!, stillFree[0]!];
    const customer = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: date, time: times[0]!, clientEmail: `${fresh('real')}@example.com` }));
    expect(customer.status).toBe(201);
  });

  it('When holds come from addresses that differ only in the last 64 bits of IPv6, then they share one address limit', async () => {
    const instructor = await openWeek(2);
    const prefix = fresh('six');

    const { held, limited, others } = await burst(instructor.id, 12, (i) => ({ email: `${prefix}${i}@example.com`, address: `2001:db8:${tag}:1::${(i + 1).toString(16)}` }));
    const elsewhere = await booking.api.checkout(
      buildCheckout(instructor.id, { sessionDate: WEEK[3]!, time: '16:00', clientEmail: `${prefix}.other@example.com` }),
      fromAddress(`2001:db8:${tag}:2::1`),
    );

    expect(others).toEqual([]);
    expect(held).toHaveLength(10);
    expect(limited.map((a) => a.body.message)).toEqual([bookingMessages.tooManyHoldsForAddress, bookingMessages.tooManyHoldsForAddress]);
    expect(elsewhere.status).toBe(201);
  });

  it('When a refused checkout is answered 429, then it held no seat', async () => {
    const instructor = await openWeek();
    const email = `${fresh('refused')}@example.com`;
    for (const time of ['09:00', '10:00', '11:00']) await heldCheckout(booking, buildCheckout(instructor.id, { time, clientEmail: email }));

    const res = await booking.api.checkout(buildCheckout(instructor.id, { time: '12:00', clientEmail: email.toUpperCase() }));

    expect(res.status).toBe(429);
    expect(await availableTimes(booking, instructor.id, '2030-01-08')).toContain('12:00');
  });

  it('When one of the three holds is confirmed, cancelled or runs out, then the e-mail may hold another', async () => {
    const instructor = await openWeek();
    const email = `${fresh('settled')}@example.com`;
    const holds = [];
    for (const time of ['09:00', '10:00', '11:00']) holds.push(await heldCheckout(booking, buildCheckout(instructor.id, { time, clientEmail: email })));
    const next = (time: string) => booking.api.checkout(buildCheckout(instructor.id, { time, clientEmail: email }));
    expect((await next('12:00')).status).toBe(429);

    expect((await booking.api.confirm(holds[0]!.bookingId, (await mailedConfirmLink(booking, holds[0]!.bookingId)).key)).status).toBe(200);
    expect((await next('12:00')).status).toBe(201);
    expect((await next('13:00')).status).toBe(429);

    expect((await booking.api.cancel(holds[1]!.bookingId, holds[1]!.viewKey)).status).toBe(200);
    expect((await next('13:00')).status).toBe(201);
    expect((await next('14:00')).status).toBe(429);

    clock.advanceMinutes(16);
    const afterExpiry = await Promise.all(['14:00', '15:00', '16:00', '10:00'].map((time) => next(time)));
    expect(afterExpiry.map((r) => r.status).sort()).toEqual([201, 201, 201, 429]);
  });

  it('When a flood is refused, then Retry-After says when the earliest hold ends', async () => {
    const instructor = await openWeek();
    const email = `${fresh('retry')}@example.com`;
    await heldCheckout(booking, buildCheckout(instructor.id, { time: '09:00', clientEmail: email }));
    clock.advanceMinutes(5);
    await heldCheckout(booking, buildCheckout(instructor.id, { time: '10:00', clientEmail: email }));
    await heldCheckout(booking, buildCheckout(instructor.id, { time: '11:00', clientEmail: email }));

    const res = await booking.api.checkout(buildCheckout(instructor.id, { time: '12:00', clientEmail: email }));

    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(10 * 60));
  });
});
