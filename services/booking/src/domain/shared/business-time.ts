import { DateTime } from 'luxon';
import { business } from '@wsms/contracts';

/** Slot dates and times are wall-clock values in the business's zone; instants come from luxon. */
export const timeZone = business.timeZone;

export const todayIn = (now: Date) => DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;

export const startOf = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: timeZone }).toJSDate();

export const addDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: timeZone }).plus({ days }).toISODate()!;

export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/** '09:00'..'16:00' for a 09:00-17:00 slot: the hourly start times inside it. */
export function hourlyStarts(startTime: string, endTime: string): string[] {
  const from = Number(startTime.slice(0, 2));
  const to = Number(endTime.slice(0, 2));
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
}

/** The hourly seats a session starting at `time` covers: '10:00' for 60 minutes, '10:00' and '11:00' for 90. */
export function hoursCovered(time: string, minutes: number): string[] {
  const start = Number(time.slice(0, 2));
  return Array.from({ length: Math.ceil(minutes / 60) }, (_, i) => `${String(start + i).padStart(2, '0')}:00`);
}
