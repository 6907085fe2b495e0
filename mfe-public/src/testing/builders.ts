import type { Instructor, OrderSummary, Product, StaffMember, Testimonial } from '@wsms/contracts';

let n = 0;
const nextId = () => `id${++n}`;

export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId();
  return {
    id,
    name: `Product ${id}`,
    description: 'A useful thing for athletes.',
    price: '32.00',
    image: `/api/products/${id}/image`,
    images: [],
    category: 'Apparel',
    storeId: '',
    handle: `product-${id}`,
    collection: '',
    tags: [],
    variants: [{ id: `${id}-m`, title: 'M', price: '32.00', available: true }],
    inStock: true,
    rating: null,
    reviewCount: null,
    ...overrides,
  };
}

export function buildInstructor(overrides: Partial<Instructor> = {}): Instructor {
  const id = overrides.id ?? nextId();
  return {
    id,
    name: `Instructor ${id}`,
    email: `${id}@example.com`,
    title: 'Head Coach',
    bio: 'Coaches athletes.',
    beltLevel: 'Black',
    locations: ['Marlborough'],
    hourlyRate: '85.00',
    image: '',
    specialties: ['Conditioning'],
    certifications: [],
    availability: {},
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildStaff(overrides: Partial<StaffMember> = {}): StaffMember {
  const id = overrides.id ?? nextId();
  return {
    id,
    name: `Staff ${id}`,
    title: 'Athletic Trainer',
    bio: 'Keeps athletes healthy.',
    department: 'Sports Medicine',
    image: '',
    email: '',
    phone: '',
    specialties: [],
    certifications: [],
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildTestimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  const id = overrides.id ?? nextId();
  return {
    id,
    clientName: `Client ${id}`,
    content: 'Great coaching.',
    rating: 5,
    service: null,
    isApproved: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'tok123',
    productId: 'p1',
    productName: 'Performance Training Tee',
    productImage: '/api/products/p1/image',
    variantId: 'performance-training-tee-m',
    variantTitle: 'M',
    quantity: 1,
    unitPrice: '32.00',
    amount: '32.00',
    currency: 'USD',
    status: 'pending',
    digital: false,
    customerName: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    placedAt: null,
    paidAt: null,
    ...overrides,
  };
}
