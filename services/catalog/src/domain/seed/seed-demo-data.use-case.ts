import type { InstructorRepository } from '../../data-access/instructor-repository';
import type { ProductRepository } from '../../data-access/product-repository';
import type { StaffRepository } from '../../data-access/staff-repository';
import type { TestimonialRepository } from '../../data-access/testimonial-repository';
import { isDuplicateKey } from '@wsms/service-kit';
import { slugify } from '../slugify';
import { demoInstructors } from './demo-instructors';
import { demoProducts, type DemoProduct } from './demo-products';
import { demoStaff } from './demo-staff';
import { demoTestimonials } from './demo-testimonials';
import { productSvg } from './product-image';

export interface SeedDeps {
  instructors: InstructorRepository;
  staff: StaffRepository;
  testimonials: TestimonialRepository;
  products: ProductRepository;
}

/** Another instance seeding at the same moment: the unique index already refused the copy. */
async function insertIgnoringDuplicate(insert: () => Promise<unknown>) {
  try {
    await insert();
    return 1;
  } catch (err) {
    if (isDuplicateKey(err)) return 0;
    throw err;
  }
}

function productRecord(products: ProductRepository, demo: DemoProduct) {
  const _id = products.newId();
  const image = `/api/products/${String(_id)}/image`;
  return {
    _id,
    name: demo.name,
    description: demo.description,
    priceCents: demo.priceCents,
    image,
    images: [image],
    category: demo.category,
    storeId: '',
    handle: demo.handle,
    storeCollection: demo.collection,
    tags: demo.tags,
    variants: demo.variants.map(([title, priceCents, available]) => ({
      id: `${demo.handle}-${slugify(title)}`,
      title,
      priceCents: priceCents ?? demo.priceCents,
      available: available ?? true,
    })),
    inStock: demo.inStock ?? true,
    rating: demo.rating ?? null,
    reviewCount: demo.reviewCount ?? null,
    imageSvg: productSvg(demo),
  };
}

/**
 * Demo content for the embedded default. Idempotent: each record is looked up by its natural key
 * (instructor e-mail, staff name, testimonial author and text, product handle) and only missing ones are inserted.
 */
export async function seedDemoData(deps: SeedDeps) {
  const created = { instructors: 0, staff: 0, testimonials: 0, products: 0 };

  const emails = await deps.instructors.emailsIn(demoInstructors.map((i) => i.email));
  for (const instructor of demoInstructors.filter((i) => !emails.has(i.email))) {
    created.instructors += await insertIgnoringDuplicate(() => deps.instructors.insert(instructor));
  }

  const names = await deps.staff.namesIn(demoStaff.map((s) => s.name));
  for (const member of demoStaff.filter((s) => !names.has(s.name))) {
    await deps.staff.insert(member);
    created.staff += 1;
  }

  const keys = await deps.testimonials.existingKeys();
  for (const testimonial of demoTestimonials().filter((t) => !keys.has(`${t.clientName}\n${t.content}`))) {
    await deps.testimonials.insert(testimonial);
    created.testimonials += 1;
  }

  const handles = await deps.products.handlesIn(demoProducts.map((p) => p.handle));
  for (const product of demoProducts.filter((p) => !handles.has(p.handle))) {
    created.products += await insertIgnoringDuplicate(() => deps.products.insert(productRecord(deps.products, product)));
  }

  return created;
}
