import { templateRepository } from '../../data-access/availability/template-repository';
import { asRole, insertInstructor, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

// 22:30 on Tuesday 8 January in New York, already Wednesday 9 January in UTC.
const TUESDAY_NIGHT_NEW_YORK = '2030-01-09T03:30:00Z';
const clock = testClock(TUESDAY_NIGHT_NEW_YORK);
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(TUESDAY_NIGHT_NEW_YORK));

type ErrorBody = { message: string; errors?: Array<{ path: string; message: string }> };
type ApplyResult = { created: unknown[]; skipped: number; pastDates: number; reason: string | null };

async function staffInstructor() {
  const instructor = await insertInstructor(catalog);
  return { instructor, staff: asRole('staff', instructor.email) };
}
const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) => booking.api.request(method, path, body, headers);
const slotsOf = async (staff: Record<string, string>) => (await (await call('GET', '/api/instructor/availability', staff)).json()) as unknown[];
const entry = (dayOfWeek: number) => ({ dayOfWeek, startTime: '09:00', endTime: '12:00', location: 'Woburn' });

async function template(staff: Record<string, string>, schedulePattern: unknown[]) {
  const res = await call('POST', '/api/instructor/availability-templates', staff, { name: 'Mornings', schedulePattern });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const apply = async (staff: Record<string, string>, id: string, range?: unknown) =>
  (await (await call('POST', `/api/instructor/availability-templates/${id}/apply`, staff, range)).json()) as ApplyResult;

describe('availability that could never be booked is refused where it is entered', () => {
  it('When a weekly slot is on Sunday (dayOfWeek 0), then 400 names the day and says why, and nothing is stored', async () => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, { ...entry(0), isRecurring: true });

    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe('Day of week: sessions are not available on Sundays, so choose Monday to Saturday');
    expect(body.errors).toEqual([{ path: 'dayOfWeek', message: body.message }]);
    expect(await slotsOf(staff)).toEqual([]);
  });

  it('When a one-off slot is dated on a Sunday, then 400 names the date and says why', async () => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, { ...entry(2), isRecurring: false, availableDate: '2030-01-13' });

    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorBody).toMatchObject({
      message: 'Date: 2030-01-13 is a Sunday, and sessions are not available on Sundays',
      errors: [{ path: 'availableDate' }],
    });
    expect(await slotsOf(staff)).toEqual([]);
  });

  it('When a slot is moved to Sunday, then 400 and the slot keeps its day', async () => {
    const { staff } = await staffInstructor();
    const created = (await (await call('POST', '/api/instructor/availability', staff, entry(3))).json()) as { id: string };

    const res = await call('PUT', `/api/instructor/availability/${created.id}`, staff, { dayOfWeek: 0 });

    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[0]?.path).toBe('dayOfWeek');
    expect(await slotsOf(staff)).toEqual([expect.objectContaining({ dayOfWeek: 3 })]);
  });

  it('When a template has a Sunday entry, then 400 names that entry and no template is stored', async () => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability-templates', staff, { name: 'Weekend', schedulePattern: [entry(6), entry(0)] });

    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { path: 'schedulePattern.1.dayOfWeek', message: 'Day of week: sessions are not available on Sundays, so choose Monday to Saturday' },
    ]);
    expect(await (await call('GET', '/api/instructor/availability-templates', staff)).json()).toEqual([]);
  });

  it('When a one-off slot is dated before today in New York, then 400 says so; today in New York is accepted although UTC is already tomorrow', async () => {
    const { staff } = await staffInstructor();

    const past = await call('POST', '/api/instructor/availability', staff, { ...entry(1), isRecurring: false, availableDate: '2030-01-07' });
    const today = await call('POST', '/api/instructor/availability', staff, { ...entry(2), isRecurring: false, availableDate: '2030-01-08' });

    expect(past.status).toBe(400);
    expect((await past.json()) as ErrorBody).toMatchObject({
      message: 'Date: 2030-01-07 has already passed at the gyms (America/New_York); choose today or a later date',
      errors: [{ path: 'availableDate' }],
    });
    expect(today.status).toBe(201);
    expect(await slotsOf(staff)).toHaveLength(1);
  });

  it('When a slot is moved to a past date, then 400; editing an existing slot without touching its date still works', async () => {
    const { staff } = await staffInstructor();
    const created = (await (await call('POST', '/api/instructor/availability', staff, { ...entry(4), isRecurring: false, availableDate: '2030-01-10' })).json()) as { id: string };

    const moved = await call('PUT', `/api/instructor/availability/${created.id}`, staff, { availableDate: '2030-01-02' });
    clock.set('2030-01-12T12:00:00Z');
    const edited = await call('PUT', `/api/instructor/availability/${created.id}`, staff, { notes: 'Covered by Sam' });

    expect(moved.status).toBe(400);
    expect(((await moved.json()) as ErrorBody).errors?.[0]?.path).toBe('availableDate');
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ availableDate: '2030-01-10', notes: 'Covered by Sam' });
  });
});

describe('applying a template says why nothing was added', () => {
  it('When every day already has the slots, then nothing is added and the answer says so', async () => {
    const { staff } = await staffInstructor();
    const id = await template(staff, [entry(1), entry(3)]);

    const first = await apply(staff, id, { weekStart: '2030-01-14', weeks: 2 });
    const again = await apply(staff, id, { weekStart: '2030-01-14', weeks: 2 });
    const weekly = await apply(staff, id);
    const weeklyAgain = await apply(staff, id);

    expect(first).toMatchObject({ skipped: 0, pastDates: 0, reason: null });
    expect(first.created).toHaveLength(4);
    expect(again).toEqual({ created: [], skipped: 4, pastDates: 0, reason: 'Nothing added: every day already had those slots' });
    expect(weekly.created).toHaveLength(2);
    expect(weeklyAgain).toEqual({ created: [], skipped: 2, pastDates: 0, reason: 'Nothing added: every day already had those slots' });
  });

  it('When every date of the range has passed, then nothing is added and the answer says so', async () => {
    const { staff } = await staffInstructor();
    const id = await template(staff, [entry(1)]);

    const result = await apply(staff, id, { weekStart: '2029-12-03', weeks: 5 });

    expect(result).toEqual({
      created: [],
      skipped: 0,
      pastDates: 5,
      reason: 'Nothing added: every date in that range has passed (America/New_York); choose a later first week',
    });
  });

  it('When some dates had passed and the rest already existed, then the answer counts both', async () => {
    const { staff } = await staffInstructor();
    const id = await template(staff, [entry(1), entry(3)]);
    await apply(staff, id, { weekStart: '2030-01-07', weeks: 1 });

    const result = await apply(staff, id, { weekStart: '2030-01-07', weeks: 1 });

    expect(result).toEqual({ created: [], skipped: 1, pastDates: 1, reason: 'Nothing added: 1 already there, 1 date had passed' });
  });

  it('When a template saved before Sundays were refused has only Sunday entries, then nothing is added and the answer says why', async () => {
    const { instructor, staff } = await staffInstructor();
    const legacy = await templateRepository(booking.db).insert({
      instructorId: instructor.id,
      name: 'Sundays',
      description: '',
      schedulePattern: [{ ...entry(0), maxBookings: 1 }],
      isActive: true,
    });

    const weekly = await apply(staff, legacy.id);
    const dated = await apply(staff, legacy.id, { weekStart: '2030-01-14', weeks: 2 });

    const reason = 'Nothing added: sessions are not available on Sundays, and every entry of this template is on a Sunday';
    expect(weekly).toEqual({ created: [], skipped: 0, pastDates: 0, reason });
    expect(dated).toEqual({ created: [], skipped: 0, pastDates: 0, reason });
    expect(await slotsOf(staff)).toEqual([]);
  });
});
