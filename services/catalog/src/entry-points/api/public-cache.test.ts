import { buildInstructorInput, buildTestimonialInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let a: TestCatalog;
let b: TestCatalog;

beforeAll(async () => {
  a = await startCatalog('catalog_cache', { PUBLIC_CACHE_MS: '400' });
  // A second instance on the same database, as `--scale catalog=2` runs it.
  b = await startCatalog('catalog_cache_b', { PUBLIC_CACHE_MS: '400', MONGODB_URI: a.config.MONGODB_URI });
});
afterAll(async () => {
  await a.stop();
  await b.stop();
});

const names = async (res: Response) => (await json<Array<{ name: string }>>(res)).map((i) => i.name);
let sequence = 0;
const namedInput = () => buildInstructorInput({ name: `Cache Coach ${(sequence += 1)}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('cached public lists', () => {
  it.each(['/api/instructors', '/api/staff', '/api/products', '/api/testimonials'])(
    'When a visitor reads %s, then it carries a strong ETag and a short public max-age with stale-while-revalidate, and revalidating answers 304 without a body',
    async (path) => {
      const first = await a.api.get(path);
      const etag = first.headers.get('etag');

      // As a browser revalidates (fetch() itself would add Cache-Control: no-cache to a conditional request).
      const again = await fetch(`${a.url}${path}`, { headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' } });

      expect(first.status).toBe(200);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
      // The same answer for every caller, signed in or not: nothing to keep apart by cookie.
      expect(first.headers.get('vary') ?? '').not.toMatch(/Cookie/);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it('When both instances answer the same list, then their ETags are equal (a browser revalidates against either)', async () => {
    await sleep(450);
    const [fromA, fromB] = [await a.api.get('/api/instructors'), await b.api.get('/api/instructors')];

    expect(fromA.headers.get('etag')).toBe(fromB.headers.get('etag'));
  });

  it('When an admin adds an instructor, then the same instance lists it at once with a new ETag', async () => {
    const before = await a.api.get('/api/instructors');
    const input = namedInput();

    expect((await a.api.post('/api/instructors', input, 'admin')).status).toBe(201);
    const after = await a.api.get('/api/instructors');

    expect(await names(after)).toContain(input.name);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('When a write goes through the other instance, then this one shows it once its cache has expired (the TTL bounds staleness)', async () => {
    await a.api.get('/api/instructors');
    const input = namedInput();
    expect((await b.api.post('/api/instructors', input, 'admin')).status).toBe(201);

    const fromB = await names(await b.api.get('/api/instructors'));
    await sleep(450);
    const fromA = await names(await a.api.get('/api/instructors'));

    expect(fromB).toContain(input.name);
    expect(fromA).toContain(input.name);
  });

  it('When a row changes without any write through this instance, then the cached list is reused until its TTL', async () => {
    await sleep(450);
    const input = namedInput();
    await a.api.get('/api/instructors');
    await a.repos.instructors.insert({ name: input.name, email: input.email, hourlyRateCents: 9000, isActive: true });

    const cached = await names(await a.api.get('/api/instructors'));
    await sleep(450);
    const fresh = await names(await a.api.get('/api/instructors'));

    expect(cached).not.toContain(input.name);
    expect(fresh).toContain(input.name);
  });

  it('When an admin asks for the full list of testimonials, then it is private and revalidated on every use, and visitors still see approved ones only', async () => {
    const created = await json<{ id: string }>(await a.api.post('/api/testimonials', buildTestimonialInput(), 'admin'));

    const asAdmin = await a.api.get('/api/testimonials?scope=all', 'admin');
    const asVisitor = await a.api.get('/api/testimonials');

    expect(asAdmin.headers.get('cache-control')).toBe('private, no-cache');
    expect((await json<Array<{ id: string }>>(asAdmin)).map((t) => t.id)).toContain(created.id);
    expect(asVisitor.headers.get('cache-control')).toMatch(/^public/);
    expect((await json<Array<{ id: string }>>(asVisitor)).map((t) => t.id)).not.toContain(created.id);
  });
});
