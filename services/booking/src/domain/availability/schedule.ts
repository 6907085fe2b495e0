import { dayOfWeek, isClosedDay, locationValue, type AvailabilitySlot } from '@wsms/contracts';
import { hourlyStarts } from '../shared/business-time';

/**
 * Hourly start time -> maxBookings on one date: weekly slots by weekday plus one-off slots of that
 * date (the largest maxBookings wins where they overlap); a one-off slot marked unavailable blocks
 * its hours that day. Sundays are always closed.
 */
export function capacityByTime(slots: readonly AvailabilitySlot[], date: string): Map<string, number> {
  const capacity = new Map<string, number>();
  if (isClosedDay(date)) return capacity;
  const weekday = dayOfWeek(date);
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

/**
 * Hourly start time -> where the instructor is then (booking location values, sorted): the
 * locations of the available slots that cover it on that date.
 */
export function locationsByTime(slots: readonly AvailabilitySlot[], date: string): Map<string, string[]> {
  const capacity = capacityByTime(slots, date);
  const weekday = dayOfWeek(date);
  const places = new Map<string, Set<string>>();
  const applies = (s: AvailabilitySlot) => s.isAvailable && (s.isRecurring ? s.dayOfWeek === weekday : s.availableDate === date);
  for (const slot of slots.filter(applies)) {
    for (const time of hourlyStarts(slot.startTime, slot.endTime).filter((t) => capacity.has(t))) {
      places.set(time, (places.get(time) ?? new Set()).add(locationValue(slot.location)));
    }
  }
  return new Map([...places].map(([time, set]) => [time, [...set].sort()]));
}

/** Where a session starting at `hours[0]` can be: a location offered in every hour it covers. */
export function locationsFor(byTime: Map<string, string[]>, hours: readonly string[]): string[] {
  const [first, ...rest] = hours.map((hour) => byTime.get(hour) ?? []);
  return (first ?? []).filter((place) => rest.every((other) => other.includes(place)));
}
