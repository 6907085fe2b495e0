import type { Instructor } from '@wsms/contracts';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { buildInstructorInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_instructor_profile');
});
afterAll(() => catalog.stop());

const createInstructor = async (overrides: Record<string, unknown> = {}) =>
  json<Instructor>(await catalog.api.post('/api/instructors', buildInstructorInput(overrides), 'admin'));

const put = (id: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${catalog.url}/api/instructors/${id}/profile`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const staffFor = (email: string) => identityHeaders(buildIdentity({ role: 'staff', email }));

describe('PUT /api/instructors/:id/profile', () => {
  it('When the instructor edits their own profile, then title, bio and the trimmed lists change and nothing else', async () => {
    const own = await createInstructor({ title: 'Coach', hourlyRate: '85', isActive: true });

    const res = await put(own.id, { title: 'Head Coach', bio: 'Black belt', specialties: [' Guard ', '', 'Takedowns'], certifications: ['CSCS'] }, staffFor(own.email.toUpperCase()));

    expect(res.status).toBe(200);
    const body = await json<Instructor>(res);
    expect(body).toMatchObject({ title: 'Head Coach', bio: 'Black belt', specialties: ['Guard', 'Takedowns'], certifications: ['CSCS'], hourlyRate: '85.00', email: own.email, isActive: true });
  });

  it.each([
    ['hourlyRate', { hourlyRate: '500' }],
    ['email', { email: 'new@example.com' }],
    ['isActive', { isActive: false }],
    ['name', { name: 'Someone Else' }],
  ])('When the body carries %s, then 400 and the record is unchanged', async (_field, body) => {
    const own = await createInstructor();

    const res = await put(own.id, body, staffFor(own.email));

    expect(res.status).toBe(400);
    const stored = await json<Instructor>(await catalog.api.get(`/api/instructors/${own.id}`, 'admin'));
    expect(stored).toMatchObject({ hourlyRate: own.hourlyRate, email: own.email, isActive: own.isActive, name: own.name });
  });

  it("When a staff member edits another instructor's profile, then 403 and nothing changes; an admin may", async () => {
    const other = await createInstructor({ bio: 'Original' });
    const mine = await createInstructor();

    expect((await put(other.id, { bio: 'Hijacked' }, staffFor(mine.email))).status).toBe(403);
    expect((await json<Instructor>(await catalog.api.get(`/api/instructors/${other.id}`))).bio).toBe('Original');
    expect((await put(other.id, { bio: 'By admin' }, identityHeaders(buildIdentity({ role: 'admin' })))).status).toBe(200);
  });

  it('When a client calls it, then 403; signed out, 401', async () => {
    const own = await createInstructor();
    expect((await put(own.id, { bio: 'x' }, identityHeaders(buildIdentity({ role: 'user', email: own.email })))).status).toBe(403);
    expect((await put(own.id, { bio: 'x' }, {})).status).toBe(401);
  });
});
