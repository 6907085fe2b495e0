import { Schema, type Connection } from 'mongoose';
import type { Figures } from './report-fact-model';
import type { Stored } from './packed-report';

/** One business day at one location in a roll-up. */
export interface RollupCell {
  day: string;
  location: string;
  figures: Figures;
  /**
   * Keys of the clients with a counted session that day (`clientKey`, 8 characters each, run together:
   * one string reads far faster than an array of them), and of those for whom it was their first.
   */
  clients: string;
  newClients: string;
}

/**
 * The per-day roll-up of one instructor's month (`_id` = `<yyyy-MM>|<instructorId>`), rewritten from
 * its facts whenever one changes; reports read these, never the records.
 */
export interface RollupRecord {
  _id: string;
  month: string;
  instructorId: string;
  instructorName: string;
  cells: RollupCell[];
}

/** As stored: `instructorName` and `cells` packed (packed-report.ts). */
export type StoredRollup = Stored<RollupRecord, 'month' | 'instructorId'>;

const rollupSchema = new Schema<StoredRollup>(
  {
    _id: { type: String, required: true },
    month: { type: String, required: true, index: true },
    instructorId: { type: String, default: '', index: true },
    instructorName: { type: String },
    cells: { type: Schema.Types.Mixed },
    packed: { type: String },
  },
  { collection: 'report_rollups', versionKey: false, minimize: false },
);

export const rollupModel = (db: Connection) => db.model('ReportRollup', rollupSchema);
