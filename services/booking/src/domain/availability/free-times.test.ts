import {
  availableTimes,
  buildCheckout,
  insertInstructor,
  insertSlot,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const WEEKDAY_HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

let catalog: TestCatalog;
let booking: TestBooking;
const clock = testClock(MONDAY_7AM_NEW_YORK);

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(MONDAY_7AM_NEW_YORK));

describe('GET /api/instructors/:id/availability', () => {
  it('When a weekly slot covers the date, then its hourly start times come back with the date and time zone', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '17:00' });

    const res = await booking.api.freeTimes(instructor.id, TUESDAY);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      availableTimes: WEEKDAY_HOURS,
      slots: WEEKDAY_HOURS.map((time) => ({ time, locations: ['marlborough'] })),
      date: TUESDAY,
      timeZone: 'America/New_York',
      taken: [],
    });
  });

  it('When an hour is fully booked, then it leaves the free times and is listed as taken (the waitlist can be joined for it)', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
    await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '10:00' }));

    const body = (await (await booking.api.freeTimes(instructor.id, TUESDAY)).json()) as { availableTimes: string[]; taken: unknown };

    expect(body.availableTimes).toEqual(['09:00', '11:00']);
    expect(body.taken).toEqual([{ time: '10:00', locations: ['marlborough'] }]);
  });

  it('When slots at two gyms overlap, then each free time names where the instructor is then, and a checkout elsewhere is refused naming the location', async () => {
    const instructor = await insertInstructor(catalog, { name: 'Ana Two-Gyms' });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00', location: 'Marlborough' });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '11:00', endTime: '13:00', location: 'Woburn' });

    const body = (await (await booking.api.freeTimes(instructor.id, TUESDAY)).json()) as { slots: Array<{ time: string; locations: string[] }> };
    const extended = (await (await booking.api.freeTimes(instructor.id, TUESDAY, 'extended')).json()) as { slots: Array<{ time: string; locations: string[] }> };
    const refused = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '09:00', location: 'woburn' }));

    expect(body.slots).toEqual([
      { time: '09:00', locations: ['marlborough'] },
      { time: '10:00', locations: ['marlborough'] },
      { time: '11:00', locations: ['marlborough', 'woburn'] },
      { time: '12:00', locations: ['woburn'] },
    ]);
    // A 90-minute session at 10:00 also takes 11:00: only where the instructor is for both hours.
    expect(extended.slots.find((s) => s.time === '10:00')).toEqual({ time: '10:00', locations: ['marlborough'] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ path: 'bookingData.location', message: 'Preferred Location: Ana Two-Gyms is at Marlborough at that time' }] });
    expect((await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '11:00', location: 'woburn' }))).status).toBe(201);
  });

  it('When the slot is on another weekday or switched off, then nothing is free', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 3 });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, isAvailable: false });

    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual([]);
  });

  it.each([
    ['a Sunday', '2030-01-13', 'Sessions are not available on Sundays'],
    ['in the past', '2030-01-01', 'Choose today or a later date'],
    ['more than a year ahead', '2031-03-04', 'Sessions can be booked at most one year ahead'],
  ])('When the date is %s, then no times, with the message the checkout gives for it (which refuses it)', async (_label, date, message) => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 0 });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2 });

    const res = await booking.api.freeTimes(instructor.id, date);
    const checkout = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: date }));

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ availableTimes: [], slots: [], date, timeZone: 'America/New_York', closedReason: message });
    expect(checkout.status).toBe(400);
    expect(((await checkout.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(message);
  });

  it('When times fall before now plus the two-hour notice, then they are left out', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2 });
    clock.set('2030-01-08T14:30:00Z'); // 09:30 in New York

    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('When a one-off slot exists, then it adds times on its date only, and an unavailable one blocks hours', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { isRecurring: false, recurringPattern: null, availableDate: '2030-01-09', dayOfWeek: 3, startTime: '18:00', endTime: '20:00' });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
    await insertSlot(booking.db, instructor.id, { isRecurring: false, recurringPattern: null, availableDate: '2030-01-15', dayOfWeek: 2, startTime: '10:00', endTime: '11:00', isAvailable: false });

    expect(await availableTimes(booking, instructor.id, '2030-01-09')).toEqual(['18:00', '19:00']);
    expect(await availableTimes(booking, instructor.id, '2030-01-16')).toEqual([]);
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00', '11:00']);
    expect(await availableTimes(booking, instructor.id, '2030-01-15')).toEqual(['09:00', '11:00']);
  });

  it('When a time has as many bookings as maxBookings, then it disappears; below that it stays', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00', maxBookings: 2 });

    expect((await booking.api.checkout(buildCheckout(instructor.id, { time: '09:00' }))).status).toBe(201);
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
    expect((await booking.api.checkout(buildCheckout(instructor.id, { time: '09:00' }))).status).toBe(201);
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });

  it('When no date is given, then today in New York is used', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' });
    clock.set('2030-01-08T03:30:00Z'); // still Monday 22:30 in New York

    const res = await booking.api.freeTimes(instructor.id);

    expect(await res.json()).toMatchObject({ date: '2030-01-07', availableTimes: [] });
    clock.set('2030-01-07T11:00:00Z'); // Monday 06:00
    expect(await (await booking.api.freeTimes(instructor.id)).json()).toMatchObject({ date: '2030-01-07', availableTimes: ['08:00', '09:00', '10:00', '11:00'] });
  });

  it('When the instructor is unknown or inactive, then 404', async () => {
    const inactive = await insertInstructor(catalog, { isActive: false });
    await insertSlot(booking.db, inactive.id);

    expect((await booking.api.freeTimes(inactive.id, TUESDAY)).status).toBe(404);
    expect((await booking.api.freeTimes('000000000000000000000000', TUESDAY)).status).toBe(404);
    expect((await booking.api.freeTimes('not-an-id', TUESDAY)).status).toBe(404);
  });

  it.each(['2030-02-30', '08-01-2030', 'tomorrow', '2030-1-8'])('When the date is %p, then 400 naming the date', async (date) => {
    const instructor = await insertInstructor(catalog);

    const res = await booking.api.freeTimes(instructor.id, date);

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('date');
  });
});

describe('sessions longer than an hour (?sessionType=)', () => {
  it('When an extended (90-minute) session is asked for, then only starts whose next hour is inside the slot and free are offered', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '13:00' });
    expect((await booking.api.checkout(buildCheckout(instructor.id, { time: '11:00' }))).status).toBe(201);

    expect(await freeTimesFor(instructor.id, 'extended')).toEqual(['09:00']);
    expect(await freeTimesFor(instructor.id, 'technique')).toEqual(['09:00', '10:00', '12:00']);
    expect(await freeTimesFor(instructor.id)).toEqual(['09:00', '10:00', '12:00']);
  });

  it('When the session type is unknown or repeated, then 400 naming it', async () => {
    const instructor = await insertInstructor(catalog);

    const unknown = await booking.api.freeTimes(instructor.id, TUESDAY, 'karate');
    const repeated = await booking.api.request('GET', `/api/instructors/${instructor.id}/availability?date=${TUESDAY}&date=2030-01-09`);

    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('sessionType');
    expect(repeated.status).toBe(400);
  });
});

async function freeTimesFor(instructorId: string, sessionType?: string) {
  const res = await booking.api.freeTimes(instructorId, TUESDAY, sessionType);
  expect(res.status).toBe(200);
  return ((await res.json()) as { availableTimes: string[] }).availableTimes;
}

describe('daylight saving time', () => {
  // 07:30 in New York each morning: 12:30Z on standard time (UTC-5), 11:30Z on daylight time (UTC-4).
  // With two hours' notice 09:00 is gone and 10:00 is the first free time, only if the offset is right.
  it.each([
    ['Friday before spring forward', '2026-03-06', '2026-03-06T12:30:00Z'],
    ['Monday after spring forward', '2026-03-09', '2026-03-09T11:30:00Z'],
    ['Friday before fall back', '2026-10-30', '2026-10-30T11:30:00Z'],
    ['Monday after fall back', '2026-11-02', '2026-11-02T12:30:00Z'],
  ])('On the %s (%s), a 09:00 slot is 09:00 in New York', async (_label, date, sevenThirty) => {
    const instructor = await insertInstructor(catalog);
    for (const dayOfWeek of [1, 5]) await insertSlot(booking.db, instructor.id, { dayOfWeek, startTime: '09:00', endTime: '12:00' });

    clock.set('2026-01-01T12:00:00Z');
    expect(await availableTimes(booking, instructor.id, date)).toEqual(['09:00', '10:00', '11:00']);

    clock.set(sevenThirty);
    expect(await availableTimes(booking, instructor.id, date)).toEqual(['10:00', '11:00']);

    clock.set(new Date(new Date(sevenThirty).getTime() - 31 * 60_000)); // 06:59
    expect(await availableTimes(booking, instructor.id, date)).toEqual(['09:00', '10:00', '11:00']);
  });
});
