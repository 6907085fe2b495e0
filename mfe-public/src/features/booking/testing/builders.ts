import type { CheckoutSummary, Instructor } from '@wsms/contracts';

export function buildInstructor(overrides: Partial<Instructor> = {}): Instructor {
  return {
    id: 'i1',
    name: 'Marcus Silva',
    title: 'Head Performance Coach',
    bio: 'Coach.',
    image: '',
    locations: ['Marlborough', 'Woburn'],
    hourlyRate: '85.00',
    specialties: ['Brazilian Jiu-Jitsu', 'Strength', 'Mobility', 'Nutrition'],
    beltLevel: 'Black',
    email: 'marcus.silva@sciencemeetssport.com',
    certifications: [],
    availability: {},
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<CheckoutSummary> = {}): CheckoutSummary {
  return {
    bookingId: 'b1',
    instructorName: 'Marcus Silva',
    date: '2026-03-09',
    time: '10:00',
    timeZone: 'America/New_York',
    location: 'west boylston',
    sessionType: 'technique',
    sessionTypeLabel: 'Technique Training (1 Hour)',
    totalAmount: '85.00',
    currency: 'usd',
    status: 'pending',
    holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    paymentMethod: 'at_gym',
    canConfirm: false,
    confirmationSentTo: 'ja•••@example.com',
    ...overrides,
  };
}
