import { addDays, addMonths, dayOfWeek, isClosedDay } from '@wsms/contracts';
import type { AvailabilitySlot } from '@wsms/contracts';
import type { AvailabilityRepository } from '../../data-access/availability/availability-repository';
import type { Figures } from '../../data-access/reports/report-fact-model';
import type { ReportRepository } from '../../data-access/reports/report-repository';
import type { RollupCell } from '../../data-access/reports/report-rollup-model';
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

/** A cell's figures and place, without its clients. */
export type FigureCell = Omit<PlacedCell, 'clients' | 'newClients'>;

/** A range added up: its cells' figures, and its distinct clients (active) and those whose first session is in it (new). */
export interface RangeTotals {
  cells: FigureCell[];
  clients: { active: number; new: number };
}

interface SheetPlace {
  location: string;
  figures: Figures;
  clients?: string;
  newClients?: string;
}
interface SheetPart {
  instructorId: string;
  instructorName: string;
  places: readonly SheetPlace[];
}

const lastOfMonth = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/**
 * The same figures for adding up, read cheaper: a whole month of the range as one cell per instructor
 * and location (dated the 1st) from its sheet by exact `_id`, and the days of a month the range cuts
 * from their day sheets (one range read a month), all issued at once. Filtered by location or instructor, a whole
 * month is read from its instructors' totals (the sheet keeps the month's clients only unfiltered).
 * A month whose sheet predates client keys in sheets is read from its totals and roll-ups.
 */
export async function totalsIn(reports: ReportRepository, range: ReportRange): Promise<RangeTotals> {
  const filtered = Boolean(range.location || range.instructorId);
  const clients = new Set<string>();
  const newClients = new Set<string>();
  let newCount = 0;
  const add = (cells: FigureCell[], day: string, part: SheetPart) => {
    if (range.instructorId && part.instructorId !== range.instructorId) return;
    for (const place of part.places) {
      if (range.location && place.location !== range.location) continue;
      cells.push({ day, location: place.location, figures: place.figures, instructorId: part.instructorId, instructorName: part.instructorName });
      for (const key of splitKeys(place.clients ?? '')) clients.add(key);
      for (const key of splitKeys(place.newClients ?? '')) newClients.add(key);
    }
  };
  const months = await Promise.all(
    monthsBetween(range.from, range.to).map(async (month) => {
      const cells: FigureCell[] = [];
      const first = `${month}-01`;
      const from = range.from > first ? range.from : first;
      const to = range.to < lastOfMonth(month) ? range.to : lastOfMonth(month);
      const whole = from === first && to === lastOfMonth(month);
      const [sheet, days] = await Promise.all([filtered && whole ? null : reports.monthSheet(month), whole ? [] : reports.daySheetsBetween(from, to)]);
      if (sheet && whole) {
        for (const part of sheet.totals) add(cells, first, part);
        for (const key of splitKeys(sheet.clients)) clients.add(key);
        // A client's first session is in one month only: the months' new clients add up.
        newCount += sheet.newClients;
      } else if (sheet) {
        for (const day of days) for (const part of day.totals) add(cells, day.day, part);
      } else if (whole) {
        for (const total of await reports.monthTotalsOf(month)) add(cells, first, total);
      } else {
        for (const cell of await cellsIn(reports, { ...range, from, to })) add(cells, cell.day, { ...cell, places: [{ ...cell, clients: cell.clients.join(''), newClients: cell.newClients.join('') }] });
      }
      return cells;
    }),
  );
  // In month order, whatever order the reads came back in.
  return { cells: months.flat(), clients: { active: clients.size, new: newClients.size + newCount } };
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
