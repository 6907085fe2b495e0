import { bookingLocations, business } from '@wsms/contracts/business';
import { BUSINESS_ZONE, businessZoneAbbreviation } from '@wsms/contracts/business-zone';
import { formatClockTime } from '@wsms/ui/calendar';

export const formatMoney = (amount: string) => `$${amount}`;

/** 'west boylston' -> 'West Boylston': locations travel lowercase (spec 9). */
export const locationLabel = (value: string) =>
  bookingLocations.find((l) => l.toLowerCase() === value.toLowerCase()) ?? value.replace(/\b\w/g, (c) => c.toUpperCase());

export { sessionTypeLabel } from '@wsms/contracts/business';

/** 'EDT' or 'EST' on that date (noon UTC is mid-morning there, after any 2 a.m. change); the business's zone without Intl. */
export function zoneAbbreviation(date: string, timeZone: string = business.timeZone) {
  if (timeZone === BUSINESS_ZONE) return businessZoneAbbreviation(date);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(`${date}T12:00:00Z`));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** '9:00 AM EDT': session times are wall-clock times in the business's zone. */
export const formatSessionTime = (date: string, time: string, timeZone: string = business.timeZone) =>
  `${formatClockTime(time)} ${zoneAbbreviation(date, timeZone)}`;
