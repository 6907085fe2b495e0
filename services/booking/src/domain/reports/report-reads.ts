import { addDays, addMonths, dayOfWeek, isClosedDay } from '@wsms/contracts';
import type { AvailabilitySlot } from '@wsms/contracts';
import type { AvailabilityRepository } from '../../data-access/availability-repository';
import type { Figures } from '../../data-access/report-fact-model';
import type { ReportRepository } from '../../data-access/report-repository';
import type { RollupCell } from '../../data-access/report-rollup-model';
import { monthsBetween, splitKeys } from './rollups';

export interface ReportRange {
  from: string;
  to: string;
  location?: string;
  instructorId?: string;
}

/** A cell as reports add it up: its day (a month total's is the 1st), place, figures and client keys. */
export interface PlacedCell extends Omit<RollupCell, 'clients' | 'newClients'> {
  clients: string[];
  newClients: string[];
  instructorId: string;
  instructorName: string;
}

/** The roll-up cells of a range (months read by equality, in parallel; days and filters applied here). */
export async function cellsIn(reports: ReportRepository, range: ReportRange): Promise<PlacedCell[]> {
  const months = await Promise.all(monthsBetween(range.from, range.to).map((m) => reports.rollupsOfMonth(m)));
  const cells: PlacedCell[] = [];
  for (const rollups of months) {
    for (const r of rollups) {
      if (range.instructorId && r.instructorId !== range.instructorId) continue;
      for (const cell of r.cells) {
        if (cell.day < range.from || cell.day > range.to) continue;
        if (range.location && cell.location !== range.location) continue;
        cells.push({ ...cell, clients: splitKeys(cell.clients), newClients: splitKeys(cell.newClients), instructorId: r.instructorId, instructorName: r.instructorName });
      }
    }
  }
  return cells;
}

/**
 * The same cells for adding up, read cheaper: a whole month of the range as one cell per instructor and
 * location (its month total, dated the 1st), day cells only for the months the range cuts.
 */
export async function totalsIn(reports: ReportRepository, range: ReportRange): Promise<PlacedCell[]> {
  const parts = await Promise.all(
    monthsBetween(range.from, range.to).map(async (month): Promise<PlacedCell[]> => {
      const first = `${month}-01`;
      const whole = first >= range.from && addDays(addMonths(first, 1), -1) <= range.to;
      if (!whole) return cellsIn(reports, { ...range, from: range.from > first ? range.from : first, to: range.to < addDays(addMonths(first, 1), -1) ? range.to : addDays(addMonths(first, 1), -1) });
      const cells: PlacedCell[] = [];
      // A month written before sheets existed (or with no figures at all) is read from its instructors' totals.
      const totals = (await reports.monthSheet(month))?.totals ?? (await reports.monthTotalsOf(month));
      for (const total of totals) {
        if (range.instructorId && total.instructorId !== range.instructorId) continue;
        for (const place of total.places) {
          if (range.location && place.location !== range.location) continue;
          cells.push({
            day: first,
            location: place.location,
            figures: place.figures,
            clients: splitKeys(place.clients),
            newClients: splitKeys(place.newClients),
            instructorId: total.instructorId,
            instructorName: total.instructorName,
          });
        }
      }
      return cells;
    }),
  );
  return parts.flat();
}

export const figure = (f: Figures, name: keyof Figures) => f[name] ?? 0;

/** Seat-hours an instructor offered over a range: weekly slots on their weekday, one-off slots on their date, never on the closed day. */
export function availableHours(slots: readonly AvailabilitySlot[], weekdays: readonly number[], from: string, to: string, location?: string) {
  const usable = slots.filter((s) => s.isAvailable && (!location || s.location.toLowerCase() === location));
  const hoursOf = (s: AvailabilitySlot) => Math.max(0, (minutes(s.endTime) - minutes(s.startTime)) / 60) * s.maxBookings;
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((d) => usable.filter((s) => s.isRecurring && s.dayOfWeek === d).reduce((sum, s) => sum + hoursOf(s), 0));
  let total = weekly.reduce((sum, hours, d) => sum + hours * weekdays[d]!, 0);
  for (const s of usable) if (!s.isRecurring && s.availableDate && s.availableDate >= from && s.availableDate <= to && !isClosedDay(s.availableDate)) total += hoursOf(s);
  return total;
}
/** How many of each weekday (0 = Sunday) a range holds, closed days counted as none. */
export function weekdayCounts(from: string, to: string) {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!isClosedDay(day)) counts[dayOfWeek(day)]! += 1;
  return counts;
}
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Slots read through the instance's cache (one read by id per instructor while their slots are unchanged). */
export type AvailabilityLookup = Pick<AvailabilityRepository, 'listForInstructorCached'>;
