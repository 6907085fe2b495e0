import { Schema, type Connection } from 'mongoose';
import type { Stored } from './packed-report';

/**
 * One booking as the sessions export writes it (`_id` = the booking's id), rewritten with its facts:
 * its day of the export (below) is built from these small rows instead of whole bookings (the embedded
 * database decodes a whole document before it drops the fields a query did not ask for).
 */
export interface ExportRowRecord {
  _id: string;
  /** `<date>T<time>|<id>`: the keyset the export walks, in session order. */
  listKey: string;
  instructorId: string;
  location: string;
  /** The export's columns, in its header's order. */
  fields: Array<string | number>;
}

const exportRowSchema = new Schema<ExportRowRecord>(
  {
    _id: { type: String, required: true },
    listKey: { type: String, required: true },
    instructorId: { type: String, required: true },
    location: { type: String, required: true },
    fields: { type: [Schema.Types.Mixed], default: [] },
  },
  { collection: 'report_export_rows', versionKey: false, minimize: false },
);
exportRowSchema.index({ listKey: 1 });
exportRowSchema.index({ instructorId: 1, listKey: 1 });
exportRowSchema.index({ location: 1, listKey: 1 });

export const exportRowModel = (db: Connection) => db.model('ReportExportRow', exportRowSchema);

/** One session of an export day: its filters and its CSV line (without the line break). */
export interface ExportDayRow {
  instructorId: string;
  location: string;
  line: string;
}

/**
 * Every exported session of one business day (`_id` = `yyyy-MM-dd`), in session order, rewritten from
 * that day's rows after any of them changes: a five-year export reads about 1,800 of these by exact
 * `_id` instead of walking 200,000 rows (the embedded database's cost is per document read).
 */
export interface ExportDayRecord {
  _id: string;
  rows: ExportDayRow[];
}

/** As stored: `rows` packed (packed-report.ts). */
export type StoredExportDay = Stored<ExportDayRecord, never>;

const exportDaySchema = new Schema<StoredExportDay>(
  { _id: { type: String, required: true }, packed: { type: String, required: true } },
  { collection: 'report_export_days', versionKey: false, minimize: false },
);

export const exportDayModel = (db: Connection) => db.model('ReportExportDay', exportDaySchema);
