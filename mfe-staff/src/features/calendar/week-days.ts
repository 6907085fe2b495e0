import type { AvailabilitySlot, Booking } from '@wsms/contracts';
import { addDays, dayOfWeek } from '@wsms/contracts/dates';

export const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

// Cancelled, expired and conflicting bookings hold no time.
const holdsTime = new Set<Booking['status']>(['pending', 'confirmed', 'completed', 'no_show']);

/** What the calendar shows on one date: the slots that apply then, and the bookings on it, by time. */
export function dayEntries(date: string, slots: AvailabilitySlot[], bookings: Booking[]) {
  const weekday = dayOfWeek(date);
  return {
    slots: slots
      .filter((s) => (s.isRecurring ? s.dayOfWeek === weekday : s.availableDate === date))
      .sort((a, b) => a.startTime.localeCompare(b.startTime)),
    bookings: bookings.filter((b) => b.date === date && holdsTime.has(b.status)).sort((a, b) => a.time.localeCompare(b.time)),
  };
}
