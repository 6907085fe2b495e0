import {
  asRole,
  availableTimes,
  buildCheckout,
  heldCheckout,
  insertInstructor,
  insertSlot,
  insertWeek,
  mailedConfirmLink,
  nextClientEmail,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const GUEST_SHARE_FULL = 'Many sessions with this instructor on that day are waiting for confirmation. Please try again shortly, or sign in to book.';
const clock = testClock(MONDAY_7AM_NEW_YORK);
let catalog: TestCatalog;
let booking: TestBooking;
let twin: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  // The default share (half); the per-e-mail and per-address limits are out of the way (each checkout comes from its own address).
  const env = { CHECKOUT_GUEST_SHARE_PERCENT: '50' };
  booking = await startBooking({ catalog, clock, env });
  twin = await startBooking({ catalog, clock, env: { ...env, MONGODB_URI: booking.config.MONGODB_URI } });
});
afterAll(async () => {
  await twin.stop();
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(MONDAY_7AM_NEW_YORK));

/** An instructor with eight one-seat hours (09:00-17:00) every day from Monday to Saturday. */
async function eightSeatDays() {
  const instructor = await insertInstructor(catalog);
  await insertWeek(booking.db, instructor.id);
  return instructor;
}

const guestCheckout = (on: TestBooking, instructorId: string, time: string, extra: Record<string, string> = {}) =>
  on.api.checkout(buildCheckout(instructorId, { sessionDate: TUESDAY, time, clientEmail: nextClientEmail('guest'), ...extra }));

describe("guests' unconfirmed holds take at most half of an instructor's seats on a day", () => {
  it('When eight guests race for the eight seats of a day on two instances, then exactly four hold and four get 429 saying to try shortly or sign in', async () => {
    const instructor = await eightSeatDays();

    const answers = await Promise.all(HOURS.map((time, i) => guestCheckout(i % 2 === 0 ? booking : twin, instructor.id, time)));

    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ message: GUEST_SHARE_FULL });
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toHaveLength(4);
    expect((await guestCheckout(booking, instructor.id, '09:00', { sessionDate: '2030-01-09' })).status).toBe(201);
  });

  it('When the guest share of a day is taken, then a signed-in client with that verified e-mail still holds a seat; an unverified one counts as a guest', async () => {
    const instructor = await eightSeatDays();
    for (const time of HOURS.slice(0, 4)) await heldCheckout(booking, buildCheckout(instructor.id, { time, clientEmail: nextClientEmail('guest') }));
    const verified = nextClientEmail('member');
    const unverified = nextClientEmail('new');

    const member = await booking.api.checkout(buildCheckout(instructor.id, { time: '13:00', clientEmail: verified }), asRole('user', verified, { emailVerified: true }));
    const newcomer = await booking.api.checkout(buildCheckout(instructor.id, { time: '14:00', clientEmail: unverified }), asRole('user', unverified, { emailVerified: false }));

    expect(member.status).toBe(201);
    expect(newcomer.status).toBe(429);
  });

  it('When a guest hold is confirmed, cancelled or runs out, then it no longer counts against the share', async () => {
    const instructor = await eightSeatDays();
    const holds = [];
    for (const time of HOURS.slice(0, 4)) holds.push(await heldCheckout(booking, buildCheckout(instructor.id, { time, clientEmail: nextClientEmail('guest') })));
    expect((await guestCheckout(booking, instructor.id, '13:00')).status).toBe(429);

    expect((await booking.api.confirm(holds[0]!.bookingId, (await mailedConfirmLink(booking, holds[0]!.bookingId)).key)).status).toBe(200);
    expect((await guestCheckout(booking, instructor.id, '13:00')).status).toBe(201);
    expect((await guestCheckout(booking, instructor.id, '14:00')).status).toBe(429);

    expect((await booking.api.cancel(holds[1]!.bookingId, holds[1]!.viewKey)).status).toBe(200);
    expect((await guestCheckout(booking, instructor.id, '14:00')).status).toBe(201);

    clock.advanceMinutes(16);
    const afterExpiry = await Promise.all(['15:00', '16:00', '11:00', '12:00', '09:00'].map((time) => guestCheckout(booking, instructor.id, time)));
    expect(afterExpiry.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 409]);
  });

  it('When a 90-minute session is held by a guest, then it takes two seats of the share', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { startTime: '09:00', endTime: '13:00' });

    const extended = await guestCheckout(booking, instructor.id, '09:00', { sessionType: 'extended' });
    const hour = await guestCheckout(booking, instructor.id, '12:00');

    expect(extended.status).toBe(201);
    expect(hour.status).toBe(429);
  });

  it('When a day has a single seat, then one guest may still hold it (half of one rounds down to none, which would shut guests out)', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { startTime: '09:00', endTime: '10:00' });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' });

    expect((await guestCheckout(booking, instructor.id, '09:00')).status).toBe(201);
    expect((await guestCheckout(booking, instructor.id, '09:00', { sessionDate: '2030-01-09' })).status).toBe(201);
    expect((await guestCheckout(booking, instructor.id, '10:00', { sessionDate: '2030-01-09' })).status).toBe(429);
  });
});
