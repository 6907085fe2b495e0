import { Schema, type Connection } from 'mongoose';

/**
 * One row per booked seat of a slot, keyed by its booking's id (a booking holds at most one seat,
 * ever). The unique index on (instructorId, date, time, seat) keeps a slot within maxBookings:
 * inserts are atomic on MongoDB and FerretDB alike, updates are not.
 */
export interface SeatRecord {
  _id: string;
  instructorId: string;
  date: string;
  time: string;
  seat: number;
  /** null once the booking is confirmed; a past value means the hold may be reclaimed. */
  holdExpiresAt: Date | null;
}

const seatSchema = new Schema<SeatRecord>(
  {
    _id: { type: String, required: true },
    instructorId: { type: String, required: true },
    date: { type: String, required: true },
    time: { type: String, required: true },
    seat: { type: Number, required: true, min: 1 },
    holdExpiresAt: { type: Date, default: null, index: true },
  },
  { collection: 'booking_seats', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
seatSchema.index({ instructorId: 1, date: 1, time: 1, seat: 1 }, { unique: true });

export const seatModel = (db: Connection) => db.model('BookingSeat', seatSchema);
