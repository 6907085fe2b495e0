import { buildInstructorInput, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_image_urls');
});
afterAll(() => catalog.stop());

describe('image URLs on catalog records', () => {
  it.each(['http://cdn.example.com/coach.png', '/api/auth/logout', '//evil.example/x.png', 'data:image/png;base64,AAAA'])(
    'When an admin saves an instructor with image %j, then 400 names the image and nothing is stored',
    async (image) => {
      const before = await catalog.db.collection('instructors').countDocuments();

      const res = await catalog.api.post('/api/instructors', buildInstructorInput({ image }), 'admin');

      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('image');
      expect(await catalog.db.collection('instructors').countDocuments()).toBe(before);
    },
  );

  it.each(['https://cdn.example.com/coach.png', '/uploads/2030/coach.png', '/images/team/coach.webp'])(
    'When an admin saves an instructor with image %j, then it is accepted',
    async (image) => {
      const res = await catalog.api.post('/api/instructors', buildInstructorInput({ image }), 'admin');

      expect(res.status).toBe(201);
    },
  );
});
