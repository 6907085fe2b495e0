/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const bookingKeys = {
  all: ['/api/bookings'] as const,
  lists: () => [...bookingKeys.all, { list: true }] as const,
  list: (filters: { clientEmail?: string }) => [...bookingKeys.lists(), filters] as const,
};

export const checkoutKeys = {
  all: ['/api/checkout'] as const,
  detail: (bookingId: string) => [...checkoutKeys.all, bookingId] as const,
};

/** Free times live under the instructor's path (GET /api/instructors/:id/availability?date=). */
export const availabilityKeys = {
  all: ['/api/instructors'] as const,
  instructor: (instructorId: string) => [...availabilityKeys.all, instructorId, 'availability'] as const,
  freeTimes: (instructorId: string, date: string) => [...availabilityKeys.instructor(instructorId), { date }] as const,
};
