import {
  asRole,
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

const weeklySlot = (overrides: Record<string, unknown> = {}) => ({
  dayOfWeek: 2,
  startTime: '09:00',
  endTime: '12:00',
  location: 'West Boylston',
  maxBookings: 2,
  isAvailable: true,
  notes: 'Bring tape',
  isRecurring: true,
  recurringPattern: 'weekly',
  ...overrides,
});

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  booking.api.request(method, path, body, headers);

async function staffInstructor() {
  const instructor = await insertInstructor(catalog);
  return { instructor, staff: asRole('staff', instructor.email) };
}

type Slot = { id: string; instructorId: string; dayOfWeek: number; availableDate: string | null; isRecurring: boolean; location: string };

describe('POST /api/instructor/availability and the reads behind it', () => {
  it('When signed out, then 401; as a client, then 403', async () => {
    const { instructor } = await staffInstructor();
    for (const [method, path] of [
      ['POST', '/api/instructor/availability'],
      ['GET', '/api/instructor/availability'],
      ['PUT', '/api/instructor/availability/000000000000000000000000'],
      ['DELETE', '/api/instructor/availability/000000000000000000000000'],
      ['GET', '/api/instructor/availability-templates'],
      ['GET', '/api/instructor/bookings'],
      ['GET', '/api/instructor/profile'],
    ] as const) {
      expect((await call(method, path, {}, method === 'POST' ? weeklySlot() : undefined)).status).toBe(401);
      expect((await call(method, path, asRole('user', instructor.email), method === 'POST' ? weeklySlot() : undefined)).status).toBe(403);
    }
  });

  it('When staff add a weekly slot for themselves, then it is stored and its times become bookable', async () => {
    const { instructor, staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, { ...weeklySlot(), location: 'west boylston', instructorId: instructor.id });

    expect(res.status).toBe(201);
    const slot = (await res.json()) as Slot;
    expect(slot).toMatchObject({ instructorId: instructor.id, dayOfWeek: 2, availableDate: null, isRecurring: true, location: 'West Boylston', maxBookings: 2 });
    const listed = (await (await call('GET', '/api/instructor/availability', staff)).json()) as Slot[];
    expect(listed.map((s) => s.id)).toEqual([slot.id]);
    expect(await availableTimes(booking, instructor.id, '2030-01-08')).toEqual(['09:00', '10:00', '11:00']);
  });

  it.each([
    ['dayOfWeek', true],
    ['dayOfWeek', [3]],
    ['dayOfWeek', '3.5'],
    ['maxBookings', true],
    ['maxBookings', [2]],
    ['maxBookings', { n: 2 }],
  ])('When %s is %j (not a number), then 400 naming it and nothing is stored', async (field, value) => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, weeklySlot({ [field]: value }));
    const template = await call('POST', '/api/instructor/availability-templates', staff, {
      name: 'Bad numbers',
      schedulePattern: [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00', location: 'Woburn', [field]: value }],
    });

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toContain(field);
    expect(template.status).toBe(400);
    expect(await (await call('GET', '/api/instructor/availability', staff)).json()).toEqual([]);
  });

  it('When numbers come as text from a form ("2"), then they are read as numbers', async () => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, weeklySlot({ dayOfWeek: '4', maxBookings: '3' }));

    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ dayOfWeek: 4, maxBookings: 3 });
  });

  it('When staff add a one-off slot, then it keeps its date and weekday', async () => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, {
      availableDate: '2030-01-10',
      startTime: '13:00',
      endTime: '15:00',
      location: 'Chicopee',
    });

    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isRecurring: false, availableDate: '2030-01-10', dayOfWeek: 4, maxBookings: 1, recurringPattern: null });
  });

  it("When staff name another instructor, then 403; without an instructor record, then 404 'Instructor profile not found'", async () => {
    const { staff } = await staffInstructor();
    const other = await insertInstructor(catalog);

    const foreign = await call('POST', '/api/instructor/availability', staff, { ...weeklySlot(), instructorId: other.id });
    const nobody = await call('POST', '/api/instructor/availability', asRole('staff', 'no.record@example.com'), weeklySlot());

    expect(foreign.status).toBe(403);
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toEqual({ message: 'Instructor profile not found' });
    expect((await call('GET', `/api/instructor/availability?instructorId=${other.id}`, staff)).status).toBe(403);
  });

  it.each([
    ['endTime', { startTime: '12:00', endTime: '09:00' }],
    ['endTime', { startTime: '09:00', endTime: '09:00' }],
    ['startTime', { startTime: '9:30' }],
    ['maxBookings', { maxBookings: 11 }],
    ['maxBookings', { maxBookings: 0 }],
    // The spec's second list is not ours: one list of six booking locations everywhere.
    ['location', { location: 'Worcester' }],
    ['location', { location: 'Dedham' }],
    ['dayOfWeek', { dayOfWeek: 7 }],
    ['dayOfWeek', { dayOfWeek: undefined }],
    ['availableDate', { isRecurring: false, dayOfWeek: undefined }],
    ['notes', { notes: 'x'.repeat(501) }],
  ])('When %s is bad (case %#), then 400 naming it', async (field, change) => {
    const { staff } = await staffInstructor();

    const res = await call('POST', '/api/instructor/availability', staff, weeklySlot(change));

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toContain(field);
  });

  it("When staff change or delete their slot, then it changes; another instructor's slot gives 403", async () => {
    const { instructor, staff } = await staffInstructor();
    const mine = await insertSlot(booking.db, instructor.id);
    const other = await insertInstructor(catalog);
    const theirs = await insertSlot(booking.db, other.id);

    const put = await call('PUT', `/api/instructor/availability/${mine.id}`, staff, { endTime: '10:00', maxBookings: 3, isAvailable: false });
    const bad = await call('PUT', `/api/instructor/availability/${mine.id}`, staff, { startTime: '11:00' });

    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: mine.id, startTime: '09:00', endTime: '10:00', maxBookings: 3, isAvailable: false });
    expect(bad.status).toBe(400);
    expect((await call('PUT', `/api/instructor/availability/${theirs.id}`, staff, { maxBookings: 3 })).status).toBe(403);
    expect((await call('DELETE', `/api/instructor/availability/${theirs.id}`, staff)).status).toBe(403);
    expect((await call('DELETE', `/api/instructor/availability/${mine.id}`, staff)).status).toBe(204);
    expect((await call('DELETE', `/api/instructor/availability/${mine.id}`, staff)).status).toBe(404);
  });

  it('When an admin names an instructor, then the slot is theirs; without one and no own record, writes need instructorId', async () => {
    const target = await insertInstructor(catalog);
    const admin = asRole('admin', 'boss@example.com');

    const named = await call('POST', '/api/instructor/availability', admin, { ...weeklySlot(), instructorId: target.id });
    const unnamed = await call('POST', '/api/instructor/availability', admin, weeklySlot());
    const unknown = await call('POST', '/api/instructor/availability', admin, { ...weeklySlot(), instructorId: '000000000000000000000000' });

    expect(named.status).toBe(201);
    expect(((await named.json()) as Slot).instructorId).toBe(target.id);
    expect(unnamed.status).toBe(400);
    expect(unknown.status).toBe(404);
    const listed = (await (await call('GET', `/api/instructor/availability?instructorId=${target.id}`, admin)).json()) as Slot[];
    expect(listed).toHaveLength(1);
  });

  it('When an admin without an instructor record reads the profile, then the first instructor is shown (spec section 6)', async () => {
    const res = await call('GET', '/api/instructor/profile', asRole('admin', 'boss@example.com'));

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: expect.any(String), name: expect.any(String), hourlyRate: expect.stringMatching(/^\d+\.\d{2}$/) });
  });
});

describe('availability templates', () => {
  it('When staff create and apply a template, then its weekly slots exist once; deleting it leaves the slots', async () => {
    const { instructor, staff } = await staffInstructor();
    const created = await call('POST', '/api/instructor/availability-templates', staff, {
      name: 'Standard week',
      description: 'Weekday mornings',
      schedulePattern: [
        { dayOfWeek: 1, startTime: '09:00', endTime: '12:00', location: 'Marlborough' },
        { dayOfWeek: 3, startTime: '14:00', endTime: '17:00', location: 'Woburn', maxBookings: 2 },
      ],
    });
    expect(created.status).toBe(201);
    const template = (await created.json()) as { id: string; schedulePattern: unknown[]; isActive: boolean };
    expect(template).toMatchObject({ isActive: true, schedulePattern: [{ maxBookings: 1 }, { maxBookings: 2 }] });

    const applied = await call('POST', `/api/instructor/availability-templates/${template.id}/apply`, staff);
    const reapplied = await call('POST', `/api/instructor/availability-templates/${template.id}/apply`, staff);

    expect(applied.status).toBe(201);
    expect(((await applied.json()) as { created: unknown[] }).created).toHaveLength(2);
    expect(await reapplied.json()).toMatchObject({ created: [], skipped: 2 });
    expect(await availableTimes(booking, instructor.id, '2030-01-09')).toEqual(['14:00', '15:00', '16:00']);
    expect(((await (await call('GET', '/api/instructor/availability-templates', staff)).json()) as unknown[]).length).toBe(1);
    expect((await call('DELETE', `/api/instructor/availability-templates/${template.id}`, staff)).status).toBe(204);
    expect(((await (await call('GET', '/api/instructor/availability', staff)).json()) as unknown[]).length).toBe(2);
  });

  it("When staff touch another instructor's template or send a bad pattern, then 403 / 400", async () => {
    const { staff } = await staffInstructor();
    const other = await staffInstructor();
    const theirs = (await (
      await call('POST', '/api/instructor/availability-templates', other.staff, {
        name: 'Theirs',
        schedulePattern: [{ dayOfWeek: 2, startTime: '09:00', endTime: '10:00', location: 'Weymouth' }],
      })
    ).json()) as { id: string };

    expect((await call('POST', `/api/instructor/availability-templates/${theirs.id}/apply`, staff)).status).toBe(403);
    expect((await call('DELETE', `/api/instructor/availability-templates/${theirs.id}`, staff)).status).toBe(403);
    const bad = await call('POST', '/api/instructor/availability-templates', staff, { name: 'x', schedulePattern: [{ dayOfWeek: 2, startTime: '10:00', endTime: '09:00', location: 'Weymouth' }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('schedulePattern.0.endTime');
  });
});

describe('GET /api/instructor/bookings and /profile', () => {
  it("When staff ask, then they get their own instructor's bookings and profile only", async () => {
    const { instructor, staff } = await staffInstructor();
    const other = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id);
    await insertSlot(booking.db, other.id);
    await booking.api.checkout(buildCheckout(instructor.id, { time: '09:00' }));
    await booking.api.checkout(buildCheckout(other.id, { time: '09:00' }));

    const bookings = (await (await call('GET', '/api/instructor/bookings', staff)).json()) as Array<{ instructorId: string; status: string }>;
    const profile = await (await call('GET', '/api/instructor/profile', staff)).json();
    const viaList = (await (await booking.api.bookings(staff)).json()) as Array<{ instructorId: string }>;

    expect(bookings.map((b) => b.instructorId)).toEqual([instructor.id]);
    expect(viaList.map((b) => b.instructorId)).toEqual([instructor.id]);
    expect(profile).toMatchObject({ id: instructor.id, email: instructor.email, hourlyRate: '85.00' });
    expect((await call('GET', `/api/instructor/bookings?instructorId=${other.id}`, staff)).status).toBe(403);
    expect((await call('GET', `/api/instructor/bookings?instructorId=${other.id}`, asRole('admin'))).status).toBe(200);
  });
});
