import { bookingLocations, business } from '@wsms/contracts/business';
import { formatClockTime, todayInTimeZone } from '@wsms/ui/calendar';

export const locationLabel = (value: string) =>
  bookingLocations.find((l) => l.toLowerCase() === value.toLowerCase()) ?? value;

export { sessionTypeLabel } from '@wsms/contracts/business';

/** '10:00 AM EDT': booked times are wall-clock times in the business's zone (noon UTC avoids the 2 a.m. change). */
export function formatSessionTime(date: string, time: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, timeZoneName: 'short' }).formatToParts(new Date(`${date}T12:00:00Z`));
  return `${formatClockTime(time)} ${parts.find((p) => p.type === 'timeZoneName')?.value ?? ''}`.trim();
}

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The days a slot may be on: nothing can be booked on a Sunday. */
export const bookableDayOptions = weekdays.map((label, value) => ({ value, label })).filter(({ value }) => value !== 0);

/** Today (yyyy-MM-dd) where the gyms are. */
export const todayAtGym = (now: Date = new Date()) => todayInTimeZone(business.timeZone, now);

export const statusLabel = (status: string) => (status === 'no_show' ? 'no-show' : status);

/** A booking's session has started or is past (compared as wall-clock dates where the gyms are). */
export const isPast = (date: string, today: string) => date < today;
