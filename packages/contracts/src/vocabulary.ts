// The words the site shows for its places, sessions, bookings and days, defined once for the
// services (e-mails, calendar files, audit sentences) and every app.

/** Spec section 9: booking locations, sent lowercase. */
export const bookingLocations = ['Marlborough', 'West Boylston', 'Weymouth', 'Chicopee', 'Tewksbury', 'Woburn'] as const;
export type BookingLocation = (typeof bookingLocations)[number];
export const bookingLocationValues = bookingLocations.map((l) => l.toLowerCase()) as readonly string[];

/**
 * Staff availability uses the same six places. The spec's second list (with Worcester and Dedham)
 * contradicts the six gyms; one list everywhere lets the booking form offer only where a slot is.
 */
export const availabilityLocations = bookingLocations;

/** 'west boylston' or 'West Boylston' -> 'West Boylston'; an unknown value is returned as given. */
export const locationLabel = (value: string): string =>
  bookingLocations.find((l) => l.toLowerCase() === value.trim().toLowerCase()) ?? value;

/** The value a booking stores and sends for a location ('West Boylston' -> 'west boylston'). */
export const locationValue = (value: string): string => value.trim().toLowerCase();

/** Spec section 9: session types (value / label). */
export const sessionTypes = [
  { value: 'technique', label: 'Technique Training (1 Hour)', minutes: 60 },
  { value: 'conditioning', label: 'Conditioning (1 Hour)', minutes: 60 },
  { value: 'rehabilitation', label: 'Rehabilitation (1 Hour)', minutes: 60 },
  { value: 'nutrition', label: 'Nutrition Consultation (1 Hour)', minutes: 60 },
  { value: 'extended', label: 'Extended (90 Minutes)', minutes: 90 },
] as const;
const [firstSessionType, ...otherSessionTypes] = sessionTypes.map((s) => s.value);
/** The values as zod's enum takes them (a non-empty list). */
export const sessionTypeValues: readonly [string, ...string[]] = [firstSessionType!, ...otherSessionTypes];
/** 'technique' -> 'Technique Training (1 Hour)'; an unknown type is shown as stored. */
export const sessionTypeLabel = (value: string): string => sessionTypes.find((s) => s.value === value)?.label ?? value;

/** How long a session of this type lasts (an unknown type counts as one hour). */
export const sessionMinutes = (value: string): number => sessionTypes.find((s) => s.value === value)?.minutes ?? 60;

/** A booking's status as people read it: 'no_show' -> 'no-show', the others as stored. */
export const bookingStatusLabel = (status: string): string => (status === 'no_show' ? 'no-show' : status);

/** Weekday names by day of the week as stored and as `dayOfWeek` gives it: 0 Sunday .. 6 Saturday. */
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayName = (dayOfWeek: number): Weekday => weekdays[((dayOfWeek % 7) + 7) % 7]!;

/** The business's week runs Monday to Sunday: lists of days are shown, and weeks counted, in this order. */
export const businessWeek = [1, 2, 3, 4, 5, 6, 0] as const;

/** No session is held on this day of the week (Sunday). */
export const closedWeekday = 0;
/** Monday to Saturday, the days a session may be on. */
export const sessionWeekdays = businessWeek.filter((day) => day !== closedWeekday);

/** A waitlist entry's status as the portal and the staff dashboard show it. */
const waitlistStatusLabels: Record<string, string> = {
  waiting: 'Waiting',
  offered: 'Seat held for you',
  booked: 'Booked',
  expired: 'Expired',
  left: 'Left',
};
export const waitlistStatusLabel = (status: string): string => waitlistStatusLabels[status] ?? status;

/** The waitlist's policy, stated in every offer e-mail and beside every open offer. */
export const waitlistOfferPolicy = (minutes: number) =>
  `We hold this seat for you alone for ${minutes} minutes. If you do not claim it in time, or leave the waitlist, it is offered to the next person in line; once nobody is left, or the session is less than the notice period away, it is open to everyone.`;
