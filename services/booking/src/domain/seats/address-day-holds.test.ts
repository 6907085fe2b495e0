import { bookingMessages } from '@wsms/contracts';
import { baseTestEnv } from '@wsms/service-kit/testing';
import {
  asRole,
  availableTimes,
  buildCheckout,
  fromAddress,
  insertInstructor,
  insertWeek,
  keyIn,
  nextClientEmail,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(240_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const ROUNDS = 20;
const clock = testClock(MONDAY_7AM_NEW_YORK);
let catalog: TestCatalog;
let instances: TestBooking[];

beforeAll(async () => {
  catalog = await startCatalog();
  // Two instances on one database, with the default per-address-per-instructor-day cap (2) and the
  // default guests' share; the other limits are out of the way (many accounts from one address).
  const env = {
    MONGODB_URI: baseTestEnv('booking_address_day').MONGODB_URI,
    CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '100000',
    CHECKOUT_MAX_HOLDS_PER_EMAIL: '100',
    CHECKOUT_MAX_HOLDS_PER_ADDRESS: '10000',
  };
  instances = [await startBooking({ catalog, clock, relaxedLimits: false, env }), await startBooking({ catalog, clock, relaxedLimits: false, env })];
});
afterAll(async () => {
  for (const instance of instances ?? []) await instance.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(MONDAY_7AM_NEW_YORK));

async function openDay(maxBookings = 1) {
  const instructor = await insertInstructor(catalog);
  await insertWeek(instances[0]!.db, instructor.id, { maxBookings });
  return instructor;
}

/** A verified account signed in with its own e-mail, checking out from `address` (on instance `n`). */
function signedInCheckout(instructorId: string, time: string, address: string, n = 0, email = nextClientEmail('family')) {
  return instances[n % 2]!.api.checkout(buildCheckout(instructorId, { sessionDate: TUESDAY, time, clientEmail: email }), { ...asRole('user', email), ...fromAddress(address) });
}

describe('unconfirmed holds per client address on one instructor day (issue 38)', () => {
  it('When three verified accounts from one address hold an instructor\'s day, then the third is refused (429) while other addresses and other days still book; a confirmed hold frees its place', async () => {
    const instructor = await openDay();

    const parent = nextClientEmail('parent');
    const first = await signedInCheckout(instructor.id, '09:00', '198.51.100.7', 0, parent);
    const second = await signedInCheckout(instructor.id, '10:00', '198.51.100.7', 1);
    const third = await signedInCheckout(instructor.id, '11:00', '198.51.100.7');
    const guest = await instances[1]!.api.checkout(buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '12:00', clientEmail: nextClientEmail('guest') }), fromAddress('198.51.100.7'));

    expect([first.status, second.status, third.status, guest.status]).toEqual([201, 201, 429, 429]);
    expect(((await third.json()) as { message: string }).message).toBe(bookingMessages.tooManyHoldsForAddressDay);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await availableTimes(instances[0]!, instructor.id, TUESDAY)).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    // Another network, and the same network on another day, are not held back.
    expect((await signedInCheckout(instructor.id, '11:00', '203.0.113.9')).status).toBe(201);
    expect((await instances[0]!.api.checkout(buildCheckout(instructor.id, { sessionDate: '2030-01-09', time: '09:00', clientEmail: nextClientEmail('guest') }), fromAddress('198.51.100.7'))).status).toBe(201);

    // A family confirms one booking: it no longer waits, so another may be held from that address.
    const { bookingId, checkoutUrl } = (await first.json()) as { bookingId: string; checkoutUrl: string };
    const confirmed = await instances[0]!.api.confirm(bookingId, keyIn(checkoutUrl), asRole('user', parent));
    expect(confirmed.status).toBe(200);
    expect((await signedInCheckout(instructor.id, '12:00', '198.51.100.7')).status).toBe(201);
  });

  it(`When ten accounts from one address race for one instructor's day on two instances, then exactly two holds are made (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Two seats an hour: every one of the ten has a free seat, so only the cap refuses.
      const instructor = await openDay(2);
      const address = `192.0.2.${round + 1}`;
      const answers = await Promise.all(HOURS.concat(['09:00', '10:00']).map((time, i) => signedInCheckout(instructor.id, time, address, i)));
      const statuses = answers.map((res) => res.status);

      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 429)).toHaveLength(8);
      expect(await instances[0]!.db.collection('bookings').countDocuments({ instructorId: instructor.id, status: 'pending' })).toBe(2);
    }
  });
});
