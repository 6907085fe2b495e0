import { buildInstructorInput, buildStaffInput, buildTestimonialInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_public_lists');
});
afterAll(() => catalog.stop());

type Listed = { id: string };
const ids = async (res: Response) => (await json<Listed[]>(res)).map((item) => item.id);
const create = async (path: string, body: unknown) => (await json<Listed>(await catalog.api.post(path, body, 'admin'))).id;

/** Each public list with a record that only the full list holds (a pending testimonial, inactive staff or instructor). */
const lists: Array<[string, () => Promise<string>]> = [
  ['/api/testimonials', () => create('/api/testimonials', buildTestimonialInput())],
  ['/api/staff', () => create('/api/staff', buildStaffInput({ isActive: false }))],
  ['/api/instructors', () => create('/api/instructors', buildInstructorInput({ isActive: false }))],
];

describe('public lists and the full list', () => {
  it.each(lists)('When an admin reads %s as a public page does, then the answer is the public list a guest gets', async (path, hiddenRecord) => {
    const hidden = await hiddenRecord();

    const asAdmin = await catalog.api.get(path, 'admin');
    const asGuest = await catalog.api.get(path);

    expect(await ids(asAdmin)).not.toContain(hidden);
    expect(asAdmin.headers.get('etag')).toBe(asGuest.headers.get('etag'));
    expect(asAdmin.headers.get('cache-control')).toMatch(/^public/);
  });

  it.each(lists)('When an admin asks %s for scope=all, then the full list comes, private to them', async (path, hiddenRecord) => {
    const hidden = await hiddenRecord();

    const res = await catalog.api.get(`${path}?scope=all`, 'admin');

    expect(res.status).toBe(200);
    expect(await ids(res)).toContain(hidden);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });

  it.each(lists.map(([path]) => path))('When anyone but an admin asks %s for scope=all, then 401 signed out and 403 signed in', async (path) => {
    expect((await catalog.api.get(`${path}?scope=all`)).status).toBe(401);
    expect((await catalog.api.get(`${path}?scope=all`, 'user')).status).toBe(403);
    expect((await catalog.api.get(`${path}?scope=all`, 'staff')).status).toBe(403);
    expect(await json(await catalog.api.get(`${path}?scope=all`, 'staff'))).toEqual({ message: 'The full list is for admins only' });
  });

  it('When the scope is neither public nor all, then 400 naming the field', async () => {
    const res = await catalog.api.get('/api/testimonials?scope=everything', 'admin');

    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toContain('scope');
  });
});
