import type { Role } from '@wsms/contracts';
import {
  buildInstructorInput,
  buildProductInput,
  buildStaffInput,
  buildTestimonialInput,
  json,
  startCatalog,
  type TestCatalog,
} from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
const ids: Record<string, string> = {};

beforeAll(async () => {
  catalog = await startCatalog('catalog_roles');
  const create = async (path: string, body: unknown) =>
    (await json<{ id: string }>(await catalog.api.post(path, body, 'admin'))).id;
  ids.instructor = await create('/api/instructors', buildInstructorInput());
  ids.staff = await create('/api/staff', buildStaffInput());
  ids.testimonial = await create('/api/testimonials', buildTestimonialInput());
  ids.product = await create('/api/products', buildProductInput());
});
afterAll(() => catalog.stop());

const writes: Array<[string, string, () => string, () => unknown]> = [
  ['POST', 'instructors', () => '/api/instructors', () => buildInstructorInput()],
  ['PUT', 'instructors', () => `/api/instructors/${ids.instructor}`, () => ({ name: 'Changed' })],
  ['DELETE', 'instructors', () => `/api/instructors/${ids.instructor}`, () => undefined],
  ['POST', 'staff', () => '/api/staff', () => buildStaffInput()],
  ['PUT', 'staff', () => `/api/staff/${ids.staff}`, () => ({ name: 'Changed' })],
  ['DELETE', 'staff', () => `/api/staff/${ids.staff}`, () => undefined],
  ['POST', 'testimonials', () => '/api/testimonials', () => buildTestimonialInput()],
  ['PUT', 'testimonials', () => `/api/testimonials/${ids.testimonial}`, () => ({ isApproved: true })],
  ['POST', 'products', () => '/api/products', () => buildProductInput()],
  ['PUT', 'products', () => `/api/products/${ids.product}`, () => ({ name: 'Changed' })],
];

const send = (method: string, path: string, body: unknown, role?: Role) =>
  method === 'POST'
    ? catalog.api.post(path, body, role)
    : method === 'PUT'
      ? catalog.api.put(path, body, role)
      : catalog.api.del(path, role);

describe('admin-only writes', () => {
  it.each(writes)('When %s %s comes signed out, then 401; as user or staff, then 403; nothing changes', async (method, collection, path, body) => {
    const before = await catalog.db.collection(collection).find().toArray();

    expect((await send(method, path(), body())).status).toBe(401);
    expect((await send(method, path(), body(), 'user')).status).toBe(403);
    expect((await send(method, path(), body(), 'staff')).status).toBe(403);

    const after = await catalog.db.collection(collection).find().toArray();
    expect(after).toEqual(before);
  });

  it('When the admin list of orders is asked for signed out or as staff, then 401 or 403', async () => {
    expect((await catalog.api.get('/api/orders')).status).toBe(401);
    expect((await catalog.api.get('/api/orders', 'staff')).status).toBe(403);
    expect((await catalog.api.get('/api/orders', 'admin')).status).toBe(200);
  });
});
