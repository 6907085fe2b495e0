import { bookingLocations, business } from '@wsms/contracts/business';
import { formatClockTime } from '@wsms/ui/calendar';

export const locationLabel = (value: string) =>
  bookingLocations.find((l) => l.toLowerCase() === value.toLowerCase()) ?? value;

export { sessionTypeLabel } from '@wsms/contracts/business';

/** '10:00 AM EDT': booked times are wall-clock times in the business's zone (noon UTC avoids the 2 a.m. change). */
export function formatSessionTime(date: string, time: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, timeZoneName: 'short' }).formatToParts(new Date(`${date}T12:00:00Z`));
  return `${formatClockTime(time)} ${parts.find((p) => p.type === 'timeZoneName')?.value ?? ''}`.trim();
}
