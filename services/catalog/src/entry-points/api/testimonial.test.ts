import type { Testimonial } from '@wsms/contracts';
import { buildTestimonialInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_testimonials');
});
afterAll(() => catalog.stop());

const createTestimonial = async (overrides: Record<string, unknown> = {}) => {
  const res = await catalog.api.post('/api/testimonials', buildTestimonialInput(overrides), 'admin');
  expect(res.status).toBe(201);
  return json<Testimonial>(res);
};
const approve = (id: string, isApproved = true) => catalog.api.put(`/api/testimonials/${id}`, { isApproved }, 'admin');

describe('/api/testimonials', () => {
  it('When an admin creates a testimonial, then 201, pending, rating defaulting to 5 and no service as null', async () => {
    const res = await catalog.api.post('/api/testimonials', { clientName: 'Pat', content: 'Loved it' }, 'admin');

    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ clientName: 'Pat', content: 'Loved it', rating: 5, service: null, isApproved: false });
  });

  it('When a testimonial says it is approved on creation, then the field is refused', async () => {
    const res = await catalog.api.post('/api/testimonials', buildTestimonialInput({ isApproved: true }), 'admin');

    expect(res.status).toBe(400);
  });

  it('When the public lists testimonials, then never an unapproved one; the full list (admins) has all, newest first', async () => {
    const pending = await createTestimonial({ clientName: 'Pending Person' });
    const shown = await createTestimonial({ clientName: 'Approved Person' });
    await approve(shown.id);

    const publicList = await json<Testimonial[]>(await catalog.api.get('/api/testimonials'));
    const userList = await json<Testimonial[]>(await catalog.api.get('/api/testimonials', 'user'));
    const adminList = await json<Testimonial[]>(await catalog.api.get('/api/testimonials?scope=all', 'admin'));

    expect(publicList.every((t) => t.isApproved)).toBe(true);
    expect(publicList.map((t) => t.id)).toContain(shown.id);
    expect(userList.map((t) => t.id)).not.toContain(pending.id);
    expect(adminList.map((t) => t.id).slice(0, 2)).toEqual([shown.id, pending.id]);
    expect(adminList.map((t) => t.createdAt)).toEqual([...adminList.map((t) => t.createdAt)].sort().reverse());
  });

  it('When an admin unapproves a testimonial, then the public no longer sees it', async () => {
    const testimonial = await createTestimonial();
    await approve(testimonial.id);

    const res = await approve(testimonial.id, false);

    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: testimonial.id, isApproved: false });
    const publicIds = (await json<Testimonial[]>(await catalog.api.get('/api/testimonials'))).map((t) => t.id);
    expect(publicIds).not.toContain(testimonial.id);
  });

  it.each([
    ['a rating above 5', { rating: 6 }, 'rating'],
    ['a whole rating', { rating: 4.5 }, 'rating'],
    ['content', { content: '  ' }, 'content'],
    ['content of at most 5000 characters', { content: 'x'.repeat(5001) }, 'content'],
    ['a client name', { clientName: undefined }, 'clientName'],
  ])('When the payload has %s, then 400 naming the field', async (_label, overrides, path) => {
    const res = await catalog.api.post('/api/testimonials', buildTestimonialInput(overrides), 'admin');

    expect(res.status).toBe(400);
    expect((await json<{ errors: Array<{ path: string }> }>(res)).errors[0]?.path).toBe(path);
  });

  it('When the approval body is not a boolean or the id is unknown, then 400 or 404', async () => {
    const testimonial = await createTestimonial();

    expect((await catalog.api.put(`/api/testimonials/${testimonial.id}`, { isApproved: 'yes' }, 'admin')).status).toBe(400);
    expect((await catalog.api.put(`/api/testimonials/${testimonial.id}`, { isApproved: { $ne: false } }, 'admin')).status).toBe(400);
    expect((await approve('000000000000000000000000')).status).toBe(404);
    expect((await approve('bad-id')).status).toBe(404);
  });
});
