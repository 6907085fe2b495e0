import { Schema, type Connection } from 'mongoose';
import type { Figures } from './report-fact-model';

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

const monthTotalSchema = new Schema<MonthTotalRecord>(
  {
    _id: { type: String, required: true },
    month: { type: String, required: true, index: true },
    instructorId: { type: String, default: '' },
    instructorName: { type: String, default: '' },
    places: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'report_months', versionKey: false, minimize: false },
);

export const monthTotalModel = (db: Connection) => db.model('ReportMonthTotal', monthTotalSchema);

/**
 * Every instructor's month total of one month in one document (`_id` = `yyyy-MM`), rewritten after
 * any of them changes: a report reads a whole month by one exact `_id` (12 lookups for a year, 36 for
 * three, issued at once), the one read the embedded database always answers from its index.
 */
export interface MonthSheetRecord {
  _id: string;
  totals: Array<Omit<MonthTotalRecord, '_id' | 'month'>>;
}

const monthSheetSchema = new Schema<MonthSheetRecord>(
  { _id: { type: String, required: true }, totals: { type: Schema.Types.Mixed, default: [] } },
  { collection: 'report_month_sheets', versionKey: false, minimize: false },
);

export const monthSheetModel = (db: Connection) => db.model('ReportMonthSheet', monthSheetSchema);
