import { Schema, type Connection } from 'mongoose';
import type { Figures } from './report-fact-model';
import type { Stored } from './packed-report';

/** One location's month in a month total: its figures, and the keys of its clients (8 characters each, run together). */
export interface MonthPlace {
  location: string;
  figures: Figures;
  clients: string;
  newClients: string;
}

/**
 * An instructor's month added up per location (`_id` = its roll-up's), written with the roll-up:
 * a report reads these for the whole months of its range and day cells only for the months at its edges.
 */
export interface MonthTotalRecord {
  _id: string;
  month: string;
  instructorId: string;
  instructorName: string;
  places: MonthPlace[];
}

/** As stored: all but `month` packed (packed-report.ts). */
export type StoredMonthTotal = Stored<MonthTotalRecord, 'month'>;

const monthTotalSchema = new Schema<StoredMonthTotal>(
  {
    _id: { type: String, required: true },
    month: { type: String, required: true, index: true },
    instructorId: { type: String },
    instructorName: { type: String },
    places: { type: Schema.Types.Mixed },
    packed: { type: String },
  },
  { collection: 'report_months', versionKey: false, minimize: false },
);

export const monthTotalModel = (db: Connection) => db.model('ReportMonthTotal', monthTotalSchema);

/** One instructor's part of a sheet: their figures per location, without client keys. */
export interface SheetTotal {
  instructorId: string;
  instructorName: string;
  places: Array<Pick<MonthPlace, 'location' | 'figures'>>;
}

/**
 * A whole month in one small document (`_id` = `yyyy-MM`), rewritten after any of its totals changes:
 * every instructor's figures per location, and the month's distinct client keys once (run together,
 * sorted) with how many of them had their first session in it. A report reads a whole month by its
 * exact `_id` (12 lookups for a year, 36 for three, issued at once), the one read the embedded
 * database always answers from its index. A sheet without `clients` was written before they were
 * kept (its month is read from its instructors' totals).
 */
export interface MonthSheetRecord {
  _id: string;
  totals: SheetTotal[];
  clients: string;
  newClients: number;
}

/** As stored: all packed (packed-report.ts). */
export type StoredMonthSheet = Stored<MonthSheetRecord, never>;

const monthSheetSchema = new Schema<StoredMonthSheet>(
  {
    _id: { type: String, required: true },
    totals: { type: Schema.Types.Mixed },
    clients: { type: String },
    newClients: { type: Number },
    packed: { type: String },
  },
  { collection: 'report_month_sheets', versionKey: false, minimize: false },
);

export const monthSheetModel = (db: Connection) => db.model('ReportMonthSheet', monthSheetSchema);

/**
 * One business day, every instructor's figures and client keys per location (`_id` = `yyyy-MM-dd`),
 * rewritten with the roll-ups that hold the day: a range that cuts a month reads its days of that
 * month (one string range on `day`, sorted and limited: one index walk in the patched embedded
 * database) instead of the month's whole roll-ups.
 */
export interface DaySheetRecord {
  _id: string;
  day: string;
  totals: Array<Omit<MonthTotalRecord, '_id' | 'month'>>;
}

/** As stored: `totals` packed (packed-report.ts). */
export type StoredDaySheet = Stored<DaySheetRecord, 'day'>;

const daySheetSchema = new Schema<StoredDaySheet>(
  { _id: { type: String, required: true }, day: { type: String, required: true }, totals: { type: Schema.Types.Mixed }, packed: { type: String } },
  { collection: 'report_day_sheets', versionKey: false, minimize: false },
);
daySheetSchema.index({ day: 1 });

export const daySheetModel = (db: Connection) => db.model('ReportDaySheet', daySheetSchema);
