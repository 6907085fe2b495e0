/** What a paged bookings list is narrowed by (all in the URL of its next pages too). */
export interface BookingListFilters {
  clientEmail?: string;
  status?: string;
  instructorId?: string;
  location?: string;
  /** Session dates on or after / on or before (yyyy-MM-dd). */
  from?: string;
  to?: string;
  /** The client's name or e-mail (staff and admins). */
  q?: string;
  /** Newest session first (default) or soonest first (what is coming). */
  order?: 'newest-first' | 'oldest-first';
  limit?: number;
}

/** Booking's query keys (they name data, never URLs): mutations invalidate through these factories. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: { clientEmail?: string }) => [...bookingKeys.lists(), filters] as const,
  /** A paged list (its pages loaded so far), one per set of filters. */
  pages: (filters: BookingListFilters) => [...bookingKeys.lists(), 'pages', filters] as const,
  detail: (bookingId: string) => [...bookingKeys.all, 'detail', bookingId] as const,
  messages: (bookingId: string) => [...bookingKeys.detail(bookingId), 'messages'] as const,
  notes: (bookingId: string) => [...bookingKeys.detail(bookingId), 'notes'] as const,
  /** What cancelling now would do (the cancellation policy's answer for the one asking). */
  cancelPreview: (bookingId: string) => [...bookingKeys.detail(bookingId), 'cancel-preview'] as const,
  unread: (instructorId?: string) => [...bookingKeys.all, 'unread-messages', { instructorId }] as const,
  checkoutConfig: () => [...bookingKeys.all, 'checkout-config'] as const,
};

/** The booking's key is part of the cache key: another key may see more (the e-mailed one can confirm). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (bookingId: string, key: string) => [...checkoutKeys.all, bookingId, { key }] as const,
  consent: (bookingId: string, key: string) => [...checkoutKeys.all, bookingId, 'consent', { key }] as const,
};

/** An instructor's free start times on a date, for a session type. */
export const availabilityKeys = {
  all: ['availability'] as const,
  instructor: (instructorId: string) => [...availabilityKeys.all, instructorId] as const,
  freeTimes: (instructorId: string, date: string, sessionType = '') =>
    [...availabilityKeys.instructor(instructorId), { date, sessionType }] as const,
};

/** The staff dashboard's data, scoped to the acting instructor (admins name one). */
export const instructorAreaKeys = {
  all: ['instructor-area'] as const,
  profile: (instructorId?: string) => [...instructorAreaKeys.all, 'profile', { instructorId }] as const,
  slots: (instructorId?: string) => [...instructorAreaKeys.all, 'slots', { instructorId }] as const,
  templates: (instructorId?: string) => [...instructorAreaKeys.all, 'templates', { instructorId }] as const,
  bookings: (instructorId?: string) => [...instructorAreaKeys.all, 'bookings', { instructorId }] as const,
  /** One page of the instructor's bookings within dates (a day, a month). */
  bookingRange: (instructorId: string | undefined, range: BookingListFilters) => [...instructorAreaKeys.bookings(instructorId), range] as const,
  /** The instructor's bookings as a paged list (its pages loaded so far), one per set of filters. */
  bookingPages: (instructorId: string | undefined, filters: BookingListFilters) => [...instructorAreaKeys.bookings(instructorId), 'pages', filters] as const,
  feed: (instructorId?: string) => [...instructorAreaKeys.all, 'calendar-feed', { instructorId }] as const,
};

/** The e-mail outbox (admins). */
export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  pages: () => [...outboxKeys.lists(), 'pages'] as const,
};

/** Waitlist entries: the signed-in client's own, and an instructor's day. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: () => [...waitlistKeys.all, 'mine'] as const,
  day: (date: string, instructorId?: string) => [...waitlistKeys.all, 'day', { date, instructorId }] as const,
};

/** Session packages: the public list, admins' full list, their sales, and purchases waiting for payment. */
export const packageKeys = {
  all: ['packages'] as const,
  lists: () => [...packageKeys.all, 'list'] as const,
  list: (scope: 'on-sale' | 'all' = 'on-sale') => [...packageKeys.lists(), scope] as const,
  sales: () => [...packageKeys.all, 'sales'] as const,
  purchases: (status?: string) => [...packageKeys.all, 'purchases', { status }] as const,
};

/** The signed-in client's own credits. */
export const creditKeys = {
  all: ['credits'] as const,
  mine: () => [...creditKeys.all, 'mine'] as const,
};
