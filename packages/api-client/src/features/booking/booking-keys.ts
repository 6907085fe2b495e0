/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const bookingKeys = {
  all: ['/api/bookings'] as const,
  lists: () => [...bookingKeys.all, { list: true }] as const,
  list: (filters: { clientEmail?: string }) => [...bookingKeys.lists(), filters] as const,
  checkoutConfig: () => [...bookingKeys.all, 'checkout', 'config'] as const,
};

/** The booking's key is part of the cache key: another key may see more (the e-mailed one can confirm). */
export const checkoutKeys = {
  all: ['/api/checkout'] as const,
  detail: (bookingId: string, key: string) => [...checkoutKeys.all, bookingId, { key }] as const,
};

/** Free times live under the instructor's path (GET /api/instructors/:id/availability?date=&sessionType=). */
export const availabilityKeys = {
  all: ['/api/instructors'] as const,
  instructor: (instructorId: string) => [...availabilityKeys.all, instructorId, 'availability'] as const,
  freeTimes: (instructorId: string, date: string, sessionType = '') =>
    [...availabilityKeys.instructor(instructorId), { date, sessionType }] as const,
};
