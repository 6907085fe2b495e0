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
