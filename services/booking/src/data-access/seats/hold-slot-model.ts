import { Schema, type Connection } from 'mongoose';
import { sessionMinutes, sessionTypeValues } from '@wsms/contracts';

/**
 * Per e-mail, per client address (its limit key), the guests' share of an instructor's day
 * (`<instructorId>|<date>`), and one client address's holds on an instructor's day, whatever the
 * accounts (`<address key>|<instructorId>|<date>`).
 */
export type HoldScope = 'email' | 'address' | 'guest-day' | 'address-day';
export const holdScopes: readonly HoldScope[] = ['email', 'address', 'guest-day', 'address-day'];

/** The most seats one session takes (a 90-minute session takes two hours): a guest hold's rows in 'guest-day'. */
export const MAX_SEATS_PER_HOLD = Math.max(...sessionTypeValues.map((type) => Math.ceil(sessionMinutes(type) / 60)));

/**
 * One row per unconfirmed hold (per seat it takes, in 'guest-day'), numbered 1..limit per key. The
 * unique index on (scope, key, slot) caps simultaneous holds exactly, however many checkouts race:
 * inserts are atomic on FerretDB and MongoDB alike. Rows are keyed `<bookingId>:<scope>` (then
 * `+1`.. for a hold's further seats), so a release only ever deletes its own booking's rows.
 */
export interface HoldSlotRecord {
  _id: string;
  bookingId: string;
  scope: HoldScope;
  key: string;
  slot: number;
  holdExpiresAt: Date;
}

export const holdSlotId = (bookingId: string, scope: HoldScope, index = 0) => `${bookingId}:${scope}${index > 0 ? `+${index}` : ''}`;

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
