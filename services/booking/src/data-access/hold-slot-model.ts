import { Schema, type Connection } from 'mongoose';

export type HoldScope = 'email' | 'address';

/**
 * One row per unconfirmed hold, numbered 1..limit per e-mail and per client address. The unique
 * index on (scope, key, slot) caps simultaneous holds exactly, however many checkouts race: inserts
 * are atomic on FerretDB and MongoDB alike. Rows are keyed `<bookingId>:<scope>`, so a release only
 * ever deletes its own booking's row.
 */
export interface HoldSlotRecord {
  _id: string;
  bookingId: string;
  scope: HoldScope;
  key: string;
  slot: number;
  holdExpiresAt: Date;
}

export const holdSlotId = (bookingId: string, scope: HoldScope) => `${bookingId}:${scope}`;

const holdSlotSchema = new Schema<HoldSlotRecord>(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    scope: { type: String, required: true },
    key: { type: String, required: true },
    slot: { type: Number, required: true, min: 1 },
    holdExpiresAt: { type: Date, required: true },
  },
  { collection: 'booking_hold_slots', versionKey: false },
);
holdSlotSchema.index({ scope: 1, key: 1, slot: 1 }, { unique: true });

export const holdSlotModel = (db: Connection) => db.model('BookingHoldSlot', holdSlotSchema);
