import { dayOfWeekOf, type AvailabilitySlot } from '@wsms/contracts';
import { hourlyStarts } from './business-time';

/**
 * Hourly start time -> maxBookings on one date: weekly slots by weekday plus one-off slots of that
 * date (the largest maxBookings wins where they overlap); a one-off slot marked unavailable blocks
 * its hours that day. Sundays are always closed.
 */
export function capacityByTime(slots: readonly AvailabilitySlot[], date: string): Map<string, number> {
  const capacity = new Map<string, number>();
  const weekday = dayOfWeekOf(date);
  if (weekday === 0) return capacity;
  const applies = (s: AvailabilitySlot) => (s.isRecurring ? s.dayOfWeek === weekday : s.availableDate === date);
  for (const slot of slots.filter((s) => s.isAvailable && applies(s))) {
    for (const time of hourlyStarts(slot.startTime, slot.endTime)) {
      capacity.set(time, Math.max(capacity.get(time) ?? 0, slot.maxBookings));
    }
  }
  for (const block of slots.filter((s) => !s.isAvailable && !s.isRecurring && s.availableDate === date)) {
    for (const time of hourlyStarts(block.startTime, block.endTime)) capacity.delete(time);
  }
  return capacity;
}
