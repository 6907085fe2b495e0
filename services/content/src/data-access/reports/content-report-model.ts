import { Schema, type Connection } from 'mongoose';

/*
 * Content's report roll-ups (the owner's digital sales and program compliance), written on content's
 * own write path and read by GET /internal/reports/content, so a report never walks the purchases or
 * every client's progress.
 */

/** One digital sale: inserted once by the purchase's id (a repeated store report counts once), at its product's price then. */
export interface ReportSaleRecord {
  _id: string;
  /** yyyy-MM of `day`: the month document it adds to. */
  month: string;
  day: string;
  cents: number;
}
/** A month's digital sales added up per business day (`_id` yyyy-MM), rewritten from that month's sales; read by exact `_id`. */
export interface ReportSaleMonthRecord {
  _id: string;
  days: Array<{ day: string; cents: number }>;
}
/** A program's share of its current week's exercises done (0-1); `assigned` while it belongs to a client. */
export interface ReportProgramRecord {
  _id: string;
  bucket: number;
  assigned: boolean;
  share: number;
}
/** One of PROGRAM_BUCKETS sheets: its assigned programs and their shares added up, rewritten from its programs. */
export interface ReportProgramSheetRecord {
  _id: number;
  assignments: number;
  shareSum: number;
}

export const PROGRAM_BUCKETS = 32;

const saleSchema = new Schema<ReportSaleRecord>(
  { _id: { type: String, required: true }, month: { type: String, required: true, index: true }, day: { type: String, required: true }, cents: { type: Number, required: true } },
  { collection: 'report_digital_sales', versionKey: false },
);
const saleMonthSchema = new Schema<ReportSaleMonthRecord>(
  { _id: { type: String, required: true }, days: { type: [{ _id: false, day: String, cents: Number }], default: [] } },
  { collection: 'report_digital_months', versionKey: false },
);
const programSchema = new Schema<ReportProgramRecord>(
  { _id: { type: String, required: true }, bucket: { type: Number, required: true, index: true }, assigned: { type: Boolean, required: true }, share: { type: Number, required: true } },
  { collection: 'report_programs', versionKey: false },
);
const programSheetSchema = new Schema<ReportProgramSheetRecord>(
  { _id: { type: Number, required: true }, assignments: { type: Number, required: true }, shareSum: { type: Number, required: true } },
  { collection: 'report_program_sheets', versionKey: false },
);

export const reportSaleModel = (db: Connection) => db.model('ReportSale', saleSchema);
export const reportSaleMonthModel = (db: Connection) => db.model('ReportSaleMonth', saleMonthSchema);
export const reportProgramModel = (db: Connection) => db.model('ReportProgram', programSchema);
export const reportProgramSheetModel = (db: Connection) => db.model('ReportProgramSheet', programSheetSchema);
