import type { Instructor } from '@wsms/contracts';
import { buildInstructorInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_instructors');
});
afterAll(() => catalog.stop());

const createInstructor = async (overrides: Record<string, unknown> = {}) => {
  const res = await catalog.api.post('/api/instructors', buildInstructorInput(overrides), 'admin');
  expect(res.status).toBe(201);
  return json<Instructor>(res);
};

describe('POST /api/instructors', () => {
  it('When an admin creates an instructor, then 201 with the rate as a decimal string and cents stored', async () => {
    const res = await catalog.api.post('/api/instructors', buildInstructorInput({ name: 'New Coach', hourlyRate: 92.5 }), 'admin');

    expect(res.status).toBe(201);
    const body = await json<Instructor>(res);
    expect(body).toMatchObject({ name: 'New Coach', hourlyRate: '92.50', isActive: true, availability: {} });
    const stored = await catalog.db.collection('instructors').findOne({ email: body.email });
    expect(stored?.hourlyRateCents).toBe(9250);
  });

  it('When the e-mail is already used (in another case), then 409', async () => {
    const first = await createInstructor();

    const res = await catalog.api.post('/api/instructors', buildInstructorInput({ email: first.email.toUpperCase() }), 'admin');

    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: 'An instructor with this email already exists' });
  });

  it.each([
    ['name', { name: undefined }, 'name'],
    ['a valid e-mail', { email: 'not-an-email' }, 'email'],
    ['a rate with at most 2 decimals', { hourlyRate: '85.555' }, 'hourlyRate'],
    ['a non-negative rate', { hourlyRate: -5 }, 'hourlyRate'],
    ['a bio of at most 2000 characters', { bio: 'x'.repeat(2001) }, 'bio'],
    ['at most 20 specialties', { specialties: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'specialties'],
    ['a safe image URL', { image: 'javascript:alert(1)' }, 'image'],
    ['known fields only', { role: 'admin' }, '(root)'],
  ])('When the payload lacks %s, then 400 naming the field and nothing is stored', async (_label, overrides, path) => {
    const before = await catalog.db.collection('instructors').countDocuments();

    const res = await catalog.api.post('/api/instructors', buildInstructorInput(overrides), 'admin');

    expect(res.status).toBe(400);
    const body = await json<{ message: string; errors: Array<{ path: string; message: string }> }>(res);
    expect(body.errors.map((e) => e.path)).toContain(path);
    expect(body.message).toContain(body.errors[0]!.message);
    expect(await catalog.db.collection('instructors').countDocuments()).toBe(before);
  });

  it('When a field holds an operator object, then 400', async () => {
    const res = await catalog.api.post('/api/instructors', buildInstructorInput({ email: { $gt: '' } }), 'admin');

    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Field name "$gt" is not allowed' });
  });
});

describe('GET /api/instructors', () => {
  it('When the public lists instructors, then inactive ones are left out; the full list (admins) has them with isActive', async () => {
    const active = await createInstructor({ name: 'Aaron Active' });
    const inactive = await createInstructor({ name: 'Ivan Inactive', isActive: false });

    const publicList = await json<Instructor[]>(await catalog.api.get('/api/instructors'));
    const staffList = await json<Instructor[]>(await catalog.api.get('/api/instructors', 'staff'));
    const adminList = await json<Instructor[]>(await catalog.api.get('/api/instructors?scope=all', 'admin'));

    expect(publicList.every((i) => i.isActive)).toBe(true);
    expect(publicList.map((i) => i.id)).toContain(active.id);
    expect(publicList.map((i) => i.id)).not.toContain(inactive.id);
    expect(staffList.map((i) => i.id)).not.toContain(inactive.id);
    expect(adminList.find((i) => i.id === inactive.id)).toMatchObject({ isActive: false });
  });

  it('When one instructor is asked for, then inactive or unknown ones are 404 to the public and malformed ids never 500', async () => {
    const inactive = await createInstructor({ isActive: false });

    expect((await catalog.api.get(`/api/instructors/${inactive.id}`)).status).toBe(404);
    expect((await catalog.api.get(`/api/instructors/${inactive.id}`, 'admin')).status).toBe(200);
    expect((await catalog.api.get('/api/instructors/000000000000000000000000')).status).toBe(404);
    expect((await catalog.api.get('/api/instructors/not-an-id')).status).toBe(404);
    expect((await catalog.api.get('/api/instructors/abcdefghijkl')).status).toBe(404);
  });
});

describe('PUT /api/instructors/:id', () => {
  it('When an admin sends some fields, then only those change', async () => {
    const instructor = await createInstructor({ title: 'Coach', bio: 'Original bio' });

    const res = await catalog.api.put(`/api/instructors/${instructor.id}`, { hourlyRate: '100', isActive: false }, 'admin');

    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ hourlyRate: '100.00', isActive: false, title: 'Coach', bio: 'Original bio' });
  });

  it('When an admin sends back the instructor as GET gave it, changed, then the change is saved and id and dates are ignored', async () => {
    const instructor = await createInstructor({ title: 'Coach' });
    const read = await json<Record<string, unknown>>(await catalog.api.get(`/api/instructors/${instructor.id}`, 'admin'));

    const res = await catalog.api.put(`/api/instructors/${instructor.id}`, { ...read, id: 'someone-else', createdAt: '2000-01-01T00:00:00.000Z', title: 'Head Coach' }, 'admin');

    expect(res.status).toBe(200);
    const saved = await json<Record<string, unknown>>(res);
    expect(saved).toMatchObject({ id: instructor.id, title: 'Head Coach', createdAt: read.createdAt });
  });

  it("When the new e-mail belongs to another instructor, then 409 and nothing changes", async () => {
    const taken = await createInstructor();
    const instructor = await createInstructor();

    const res = await catalog.api.put(`/api/instructors/${instructor.id}`, { email: taken.email, name: 'Renamed' }, 'admin');

    expect(res.status).toBe(409);
    expect(await json(await catalog.api.get(`/api/instructors/${instructor.id}`))).toMatchObject({ email: instructor.email, name: instructor.name });
  });

  it('When an instructor keeps their own e-mail, then the update succeeds', async () => {
    const instructor = await createInstructor();

    const res = await catalog.api.put(`/api/instructors/${instructor.id}`, { email: instructor.email, name: 'Same Mail' }, 'admin');

    expect(res.status).toBe(200);
  });

  it('When the id is unknown or malformed, then 404; a bad field is 400', async () => {
    const instructor = await createInstructor();
    expect((await catalog.api.put('/api/instructors/000000000000000000000000', { name: 'X' }, 'admin')).status).toBe(404);
    expect((await catalog.api.put('/api/instructors/zzz', { name: 'X' }, 'admin')).status).toBe(404);
    const bad = await catalog.api.put(`/api/instructors/${instructor.id}`, { hourlyRate: 'ten' }, 'admin');
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Array<{ path: string }> }>(bad)).errors[0]?.path).toBe('hourlyRate');
  });
});

describe('DELETE /api/instructors/:id', () => {
  it('When an admin deletes an instructor, then 204 and it is gone; deleting again is 404', async () => {
    const instructor = await createInstructor();

    expect((await catalog.api.del(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(204);
    expect((await catalog.api.get(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(404);
    expect((await catalog.api.del(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(404);
  });
});
