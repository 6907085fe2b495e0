import { httpCatalogClient } from '../../adapters/catalog-client';
import { availabilityRepository } from '../../data-access/availability/availability-repository';
import { bookingRepository } from '../../data-access/shared/booking-repository';
import {
  availableTimes,
  depsOf,
  insertInstructor,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';
import { demoClient, demoInstructorEmail, seedDemoData } from './seed-demo-data.use-case';

const clock = testClock('2030-01-07T12:00:00Z'); // Monday
let catalog: TestCatalog;
let booking: TestBooking;
let marcus: { id: string };
let woburnCoach: { id: string };

beforeAll(async () => {
  catalog = await startCatalog();
  marcus = await insertInstructor(catalog, { name: 'Marcus Silva', email: demoInstructorEmail, locations: ['Marlborough'] });
  woburnCoach = await insertInstructor(catalog, { locations: ['Woburn'] });
  booking = await startBooking({ catalog, clock, env: { SEED_DEMO_DATA: 'true' } });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

const depsFor = (catalogUrl: string) => depsOf(booking, clock, { catalog: httpCatalogClient(catalogUrl, booking.config.INTERNAL_SECRET, 200) });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('demo data (SEED_DEMO_DATA)', () => {
  it('When the service starts with demo data on, then every instructor gets Mon-Sat hours and the demo client two bookings with Marcus', async () => {
    const bookings = await eventually(
      () => bookingRepository(booking.db).list({ clientEmail: demoClient.email }),
      (list) => list.length === 2 && list.every((b) => b.status === 'confirmed'),
    );

    expect(bookings.map((b) => [b.instructorId, b.status, b.date, b.time])).toEqual([
      [marcus.id, 'confirmed', '2030-01-14', '10:00'],
      [marcus.id, 'confirmed', '2029-12-24', '11:00'],
    ]);
    const slots = await availabilityRepository(booking.db).listForInstructor(woburnCoach.id);
    expect(slots.map((s) => [s.dayOfWeek, s.startTime, s.endTime, s.location, s.maxBookings])).toEqual(
      [1, 2, 3, 4, 5, 6].map((day) => [day, '09:00', '17:00', 'Woburn', 1]),
    );
    expect(await availableTimes(booking, marcus.id, '2030-01-14')).not.toContain('10:00');
  });

  it('When the seed runs again, then nothing is duplicated', async () => {
    await seedDemoData(depsFor(catalog.url), 1000);

    expect(await bookingRepository(booking.db).list({ clientEmail: demoClient.email })).toHaveLength(2);
    expect(await availabilityRepository(booking.db).countForInstructor(marcus.id)).toBe(6);
  });

  it('When the catalog never answers, then the seed gives up quietly', async () => {
    await expect(seedDemoData(depsFor('http://127.0.0.1:9'), 300)).resolves.toBeUndefined();
  });
});
