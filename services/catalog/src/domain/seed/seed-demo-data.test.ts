import { locations, type Instructor, type Product, type StaffMember, type Testimonial } from '@wsms/contracts';
import { freshDatabaseUri } from '@wsms/service-kit/testing';
import { json, startCatalog } from '../../testing/catalog-test-kit';

const countsOf = async (catalog: Awaited<ReturnType<typeof startCatalog>>) => ({
  instructors: await catalog.repos.instructors.count(),
  staff: await catalog.repos.staff.count(),
  testimonials: await catalog.repos.testimonials.count(),
  products: await catalog.repos.products.count(),
});

describe('demo data seed', () => {
  it('When the service starts twice with SEED_DEMO_DATA, then the demo data exists once and a deleted record is restored alone', async () => {
    const env = { MONGODB_URI: freshDatabaseUri('catalog_seed'), SEED_DEMO_DATA: 'true' };
    const first = await startCatalog('seed', env);
    const firstCounts = await countsOf(first);
    const marcus = await first.repos.instructors.findByEmail('marcus.silva@sciencemeetssport.com');
    await first.repos.instructors.remove(marcus!.id);
    await first.stop();

    const second = await startCatalog('seed', env);
    try {
      expect(await countsOf(second)).toEqual(firstCounts);
      expect(await second.repos.instructors.findByEmail('marcus.silva@sciencemeetssport.com')).not.toBeNull();
      expect(firstCounts).toEqual({ instructors: 6, staff: 7, testimonials: 8, products: 16 });
    } finally {
      await second.stop();
    }
  });

  it('When seeded, then the content is complete: every location covered, Marcus in Marlborough, categories, images and real ratings only', async () => {
    const catalog = await startCatalog('catalog_seed_content', { SEED_DEMO_DATA: 'true' });
    try {
      const instructors = await json<Instructor[]>(await catalog.api.get('/api/instructors'));
      const staff = await json<StaffMember[]>(await catalog.api.get('/api/staff'));
      const allStaff = await json<StaffMember[]>(await catalog.api.get('/api/staff?scope=all', 'admin'));
      const testimonials = await json<Testimonial[]>(await catalog.api.get('/api/testimonials'));
      const allTestimonials = await json<Testimonial[]>(await catalog.api.get('/api/testimonials?scope=all', 'admin'));
      const products = await json<Product[]>(await catalog.api.get('/api/products'));

      expect(new Set(instructors.flatMap((i) => i.locations))).toEqual(new Set(locations.map((l) => l.city)));
      expect(instructors.find((i) => i.email === 'marcus.silva@sciencemeetssport.com')).toMatchObject({
        name: 'Marcus Silva',
        locations: ['Marlborough'],
        hourlyRate: '120.00',
      });
      for (const i of instructors) {
        expect(i.specialties.length).toBeGreaterThanOrEqual(3);
        expect(i.specialties.length).toBeLessThanOrEqual(5);
        expect([i.title, i.bio, i.beltLevel].every(Boolean)).toBe(true);
        expect(i.certifications.length).toBeGreaterThan(0);
      }
      expect(new Set(staff.map((s) => s.department)).size).toBeGreaterThanOrEqual(4);
      expect(allStaff.length - staff.length).toBeGreaterThanOrEqual(1);
      expect(testimonials.length).toBeGreaterThanOrEqual(6);
      expect(testimonials[0]).toMatchObject({ clientName: 'Ryan M.', service: 'Performance Coaching', rating: 5 });
      expect(Date.parse(testimonials[0]!.createdAt)).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
      expect(allTestimonials.filter((t) => !t.isApproved).length).toBeGreaterThanOrEqual(2);

      expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Apparel', 'Gear', 'Supplements', 'Recovery']));
      expect(products.every((p) => p.variants.length > 0 && p.variants.every((v) => v.id))).toBe(true);
      expect(products.some((p) => p.rating !== null) && products.some((p) => p.rating === null)).toBe(true);
      const tee = products.find((p) => p.handle === 'performance-training-tee')!;
      expect(tee.image).toBe(`/api/products/${tee.id}/image`);
      const image = await catalog.api.get(tee.image);
      const svg = await image.text();
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(svg).toContain('Performance Training Tee');
      expect(svg).not.toMatch(/href=|<script|url\((?!#)/i);
    } finally {
      await catalog.stop();
    }
  });

  it('When SEED_DEMO_DATA is not set, then nothing is seeded', async () => {
    const catalog = await startCatalog('catalog_no_seed');
    try {
      expect(await countsOf(catalog)).toEqual({ instructors: 0, staff: 0, testimonials: 0, products: 0 });
    } finally {
      await catalog.stop();
    }
  });
});
