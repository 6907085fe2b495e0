import type { AvailabilitySlot, Booking, ContactSubmission, Instructor, Order, PublicUser, StaffMember, Testimonial } from '@wsms/contracts';

let n = 0;
const next = () => (n += 1);
const at = '2030-01-07T12:00:00.000Z';

export const buildUser = (overrides: Partial<PublicUser> = {}): PublicUser => {
  const i = next();
  return {
    id: `u${i}`,
    username: `user${i}`,
    email: `user${i}@example.com`,
    role: 'user',
    firstName: 'Pat',
    lastName: `Person${i}`,
    isActive: true,
    emailVerified: true,
    lastLogin: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const buildInstructor = (overrides: Partial<Instructor> = {}): Instructor => {
  const i = next();
  return {
    id: `i${i}`,
    name: `Coach ${i}`,
    email: `coach${i}@example.com`,
    title: 'Coach',
    bio: 'Teaches fundamentals.',
    beltLevel: 'Black Belt',
    locations: ['Marlborough'],
    hourlyRate: '85.00',
    image: '',
    specialties: ['Guard Passing'],
    certifications: ['CPR'],
    availability: {},
    isActive: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const buildStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => {
  const i = next();
  return {
    id: `s${i}`,
    name: `Staff ${i}`,
    title: 'Athletic Trainer',
    bio: '',
    department: 'Sports Medicine',
    image: '',
    email: `staff${i}@example.com`,
    phone: '',
    specialties: [],
    certifications: [],
    isActive: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const buildTestimonial = (overrides: Partial<Testimonial> = {}): Testimonial => {
  const i = next();
  return { id: `t${i}`, clientName: `Client ${i}`, content: 'Great coaching.', rating: 5, service: null, isApproved: false, createdAt: at, ...overrides };
};

export const buildBooking = (overrides: Partial<Booking> = {}): Booking => {
  const i = next();
  return {
    id: `b${i}`,
    instructorId: 'i1',
    instructorName: 'Coach',
    instructorEmail: 'coach@example.com',
    clientName: `Client ${i}`,
    clientEmail: `client${i}@example.com`,
    date: '2030-01-08',
    time: '10:00',
    sessionDate: '2030-01-08',
    startsAt: '2030-01-08T15:00:00.000Z',
    sessionType: 'technique',
    serviceType: 'technique',
    location: 'marlborough',
    totalAmount: '85.00',
    status: 'confirmed',
    paymentMethod: 'stripe',
    paymentStatus: 'paid',
    holdExpiresAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

export const buildSlot = (overrides: Partial<AvailabilitySlot> = {}): AvailabilitySlot =>
  ({
    id: `a${next()}`,
    instructorId: 'i1',
    dayOfWeek: 1,
    availableDate: null,
    startTime: '09:00',
    endTime: '17:00',
    location: 'Marlborough',
    isRecurring: true,
    recurringPattern: 'weekly',
    isAvailable: true,
    maxBookings: 1,
    notes: '',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }) satisfies AvailabilitySlot;

export const buildMessage = (overrides: Partial<ContactSubmission> = {}): ContactSubmission => {
  const i = next();
  return { id: `m${i}`, name: `Visitor ${i}`, email: `visitor${i}@example.com`, interest: 'nutrition', message: 'Hello there.', read: false, createdAt: at, ...overrides };
};

export const buildOrder = (overrides: Partial<Order> = {}): Order => {
  const i = next();
  return {
    id: `o${i}`,
    productId: 'p1',
    productName: `Product ${i}`,
    productImage: '',
    variantId: 'v1',
    variantTitle: 'Default',
    quantity: 1,
    unitPrice: '25.00',
    amount: '25.00',
    currency: 'USD',
    status: 'placed',
    digital: false,
    customerName: `Buyer ${i}`,
    customerEmail: `buyer${i}@example.com`,
    createdAt: at,
    placedAt: at,
    paidAt: null,
    ...overrides,
  };
};

export const admin = buildUser({ id: 'me', role: 'admin', firstName: 'Jane', lastName: 'Doe', username: 'jane' });
