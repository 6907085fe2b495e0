import { Schema, type Connection } from 'mongoose';

/** Every figure a report adds up; a fact or a roll-up cell holds the ones it moves. */
export const reportFigureNames = [
  'booked',
  'completed',
  'noShow',
  'cancelled',
  'lateCancelled',
  'bookedMinutes',
  'sessionsCents',
  'packagesCents',
  'refundsCents',
  'creditsSold',
  'creditsUsed',
  'creditsForfeited',
  'creditsExpired',
  'creditsReturned',
  'waitlistOffers',
  'waitlistClaimed',
  'waitlistExpired',
] as const;
export type ReportFigure = (typeof reportFigureNames)[number];
export type Figures = Partial<Record<ReportFigure, number>>;

/**
 * One fact of a report: what one record contributes to one business day, location and instructor.
 * Its id names its source (`booking:<id>:session`, `credit:<eventId>`...), so writing it again is
 * writing the same row: a replayed event counts once.
 */
export interface ReportFactRecord {
  _id: string;
  /** The roll-up it belongs to: `<yyyy-MM>|<instructorId>` ('' when no instructor: packages, credits). */
  bucket: string;
  day: string;
  /** `<day>|<_id>`: the keyset the revenue export walks a kind by, in day order. */
  listKey: string;
  location: string;
  instructorId: string;
  instructorName: string;
  kind: string;
  /** The client a session counts for (active/new/returning); null for money and events. */
  client: string | null;
  /** This session is the client's first counted one (set by the client's own recount). */
  first: boolean;
  figures: Figures;
}

const reportFactSchema = new Schema<ReportFactRecord>(
  {
    _id: { type: String, required: true },
    bucket: { type: String, required: true, index: true },
    day: { type: String, required: true },
    listKey: { type: String, required: true },
    location: { type: String, default: '' },
    instructorId: { type: String, default: '' },
    instructorName: { type: String, default: '' },
    kind: { type: String, required: true, index: true },
    client: { type: String, default: null, index: true },
    first: { type: Boolean, default: false },
    figures: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'report_facts', versionKey: false, minimize: false },
);

reportFactSchema.index({ kind: 1, listKey: 1 });

export const reportFactModel = (db: Connection) => db.model('ReportFact', reportFactSchema);
