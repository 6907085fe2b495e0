import type { AvailabilitySlot, Booking, Instructor, InstructorProfile } from '@wsms/contracts';
import { addDays, businessToday } from '@wsms/contracts/dates';
import { fakeBookingList, type FakeRoute } from '@wsms/api-client/testing';

export const today = businessToday();
export const inDays = (n: number) => addDays(today, n);

export const staffUser = { id: 'u1', username: 'marcus', email: 'marcus@example.com', role: 'staff', firstName: 'Marcus', lastName: 'Silva' };
export const adminUser = { ...staffUser, id: 'u2', username: 'admin', email: 'admin@example.com', role: 'admin' };

export const profile: InstructorProfile = { id: 'i1', name: 'Marcus Silva', email: 'marcus@example.com', hourlyRate: '85.00', isActive: true, locations: ['Marlborough'] };

export const instructor: Instructor = {
  id: 'i1', name: 'Marcus Silva', email: 'marcus@example.com', title: 'Head Coach', bio: 'Twenty years on the mats.', beltLevel: 'Black',
  locations: ['Marlborough'], hourlyRate: '85.00', image: '', specialties: ['BJJ'], certifications: ['CSCS'], availability: {}, isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

export function buildSlot(overrides: Partial<AvailabilitySlot> = {}): AvailabilitySlot {
  return {
    id: 's1', instructorId: 'i1', dayOfWeek: 2, availableDate: null, startTime: '09:00', endTime: '17:00', location: 'Marlborough',
    isRecurring: true, recurringPattern: 'weekly', isAvailable: true, maxBookings: 1, notes: '', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  const date = overrides.date ?? inDays(2);
  return {
    id: 'b1', instructorId: 'i1', instructorName: 'Marcus Silva', instructorEmail: 'marcus@example.com', clientName: 'Casey Client', clientEmail: 'casey@example.com',
    date, time: '10:00', sessionDate: date, startsAt: null, sessionType: 'technique', serviceType: 'technique', location: 'marlborough', notes: '',
    totalAmount: '85.00', status: 'confirmed', holdExpiresAt: null, paymentMethod: 'stripe', paymentStatus: 'paid',
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const BOOKING_LISTS = /^GET \/api\/(instructor\/bookings|bookings)(\?|$)/;

/** The routes, with each fixed bookings list answered as the service pages it (filters, newest first, Link). */
export function withBookingLists(routes: Record<string, FakeRoute>): Record<string, FakeRoute> {
  return Object.fromEntries(
    Object.entries(routes).map(([key, route]) => {
      const body = typeof route === 'function' ? undefined : route.body;
      return [key, BOOKING_LISTS.test(key) && Array.isArray(body) && (typeof route !== 'function' && (route.status ?? 200) === 200) ? fakeBookingList(body as Booking[]) : route];
    }),
  );
}
