import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

/**
 * A client waiting for one or more taken hours of an instructor's day. Which hours they hold is
 * decided by waitlist_keys (one row per account, instructor, date and hour, unique by _id), never
 * by reading first; the status is the owner's own word (left) or the outcome of their one offer.
 */
export interface WaitlistEntryRecord {
  _id: string;
  userId: string;
  clientName: string;
  clientEmail: string;
  instructorId: string;
  instructorName: string;
  date: string;
  times: string[];
  sessionType: string;
  location: string;
  joinedAt: Date;
  status: 'waiting' | 'offered' | 'booked' | 'expired' | 'left';
  /** `<joinedAt ISO>|<_id>`: orders a client's paged list (rows written before paging get it from the backfill). */
  listKey?: string;
}

const entrySchema = new Schema<WaitlistEntryRecord & CreatedAt>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    clientName: { type: String, required: true },
    clientEmail: { type: String, required: true },
    instructorId: { type: String, required: true, index: true },
    instructorName: { type: String, required: true },
    date: { type: String, required: true },
    times: { type: [String], required: true },
    sessionType: { type: String, required: true },
    location: { type: String, required: true },
    joinedAt: { type: Date, required: true },
    status: { type: String, required: true, index: true },
    listKey: String,
  },
  // createdAt (wall time) orders entries that joined at the same instant of the injectable clock.
  { collection: 'waitlist_entries', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
entrySchema.index({ userId: 1, listKey: -1 });

/** `<userId>|<instructorId>|<date>|<time>` → the entry that waits for it: a second entry for one hour cannot be inserted. */
export interface WaitlistKeyRecord {
  _id: string;
  entryId: string;
}
const keySchema = new Schema<WaitlistKeyRecord>(
  { _id: { type: String, required: true }, entryId: { type: String, required: true } },
  { collection: 'waitlist_keys', versionKey: false },
);

/**
 * The one offer an entry ever gets, keyed by the entry's id (so never two for one entry). Its seat
 * is held in booking_seats under `bookingId`, exactly like a checkout hold, until `expiresAt`.
 */
export interface WaitlistOfferRecord {
  _id: string;
  bookingId: string;
  userId: string;
  instructorId: string;
  date: string;
  time: string;
  location: string;
  madeAt: Date;
  expiresAt: Date;
  state: 'open' | 'claimed' | 'expired' | 'declined';
}
const offerSchema = new Schema<WaitlistOfferRecord>(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    userId: { type: String, required: true },
    instructorId: { type: String, required: true },
    date: { type: String, required: true },
    time: { type: String, required: true },
    location: { type: String, required: true },
    madeAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    state: { type: String, required: true, index: true },
  },
  { collection: 'waitlist_offers', versionKey: false },
);

/** Counted once each by _id `<offerId>:<kind>` (the reports read them). */
export interface WaitlistEventRecord {
  _id: string;
  kind: 'made' | 'claimed' | 'expired';
  at: Date;
  instructorId: string;
  location: string;
}
const eventSchema = new Schema<WaitlistEventRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    at: { type: Date, required: true },
    instructorId: { type: String, required: true },
    location: { type: String, required: true },
  },
  { collection: 'waitlist_events', versionKey: false },
);

export const waitlistEntryModel = (db: Connection) => db.model('WaitlistEntry', entrySchema);
export const waitlistKeyModel = (db: Connection) => db.model('WaitlistKey', keySchema);
export const waitlistOfferModel = (db: Connection) => db.model('WaitlistOffer', offerSchema);
export const waitlistEventModel = (db: Connection) => db.model('WaitlistEvent', eventSchema);
