/** The admin area's own queries: never the public keys, whose answers are the public lists (not the full ones). */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  instructors: () => [...adminKeys.all, 'instructors'] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  testimonials: () => [...adminKeys.all, 'testimonials'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  instructorBookings: (instructorId: string) => [...adminKeys.all, 'instructor', instructorId, 'bookings'] as const,
  instructorSlots: (instructorId: string) => [...adminKeys.all, 'instructor', instructorId, 'slots'] as const,
  workoutPrograms: () => [...adminKeys.all, 'workout-programs'] as const,
  digitalProducts: () => [...adminKeys.all, 'digital-products'] as const,
};
