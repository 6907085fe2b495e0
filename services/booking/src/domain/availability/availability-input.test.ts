import { asRole, insertInstructor, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock: testClock('2030-01-07T12:00:00Z') });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

describe('numbers in availability bodies', () => {
  it.each([
    ['dayOfWeek', true],
    ['dayOfWeek', [2]],
    ['maxBookings', true],
    ['maxBookings', [1]],
  ])('When %s is %j, then 400 names the field and no slot is stored', async (field, value) => {
    const instructor = await insertInstructor(catalog);
    const body = { dayOfWeek: 2, startTime: '09:00', endTime: '12:00', location: 'Woburn', maxBookings: 1, instructorId: instructor.id, [field]: value };

    const res = await booking.api.request('POST', '/api/instructor/availability', body, asRole('admin'));

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toContain(field);
    expect(await booking.db.collection('instructor_availability').countDocuments({ instructorId: instructor.id })).toBe(0);
  });
});

describe('availability defaults', () => {
  it('When a weekly slot gives only its day and gym, then it runs 09:00 to 17:00, available, with one seat', async () => {
    const instructor = await insertInstructor(catalog);

    const res = await booking.api.request('POST', '/api/instructor/availability', { dayOfWeek: 5, location: 'Woburn', instructorId: instructor.id }, asRole('admin'));

    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ dayOfWeek: 5, startTime: '09:00', endTime: '17:00', isAvailable: true, maxBookings: 1, isRecurring: true, recurringPattern: 'weekly' });
  });
});
