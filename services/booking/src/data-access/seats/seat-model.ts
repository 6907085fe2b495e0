import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

/**
 * One row per booked hourly seat. The unique index on (instructorId, date, time, seat) keeps each
 * hour within maxBookings: inserts are atomic on MongoDB and FerretDB alike, updates are not.
 * A booking's rows have fixed ids (see seatIds), so they are found and freed by _id alone.
 */
export interface SeatRecord {
  _id: string;
  /** Absent on rows written before sessions could span several hours: the _id is the booking id then. */
  bookingId?: string;
  instructorId: string;
  date: string;
  time: string;
  seat: number;
  /** null once the booking is confirmed; a past value means the hold may be reclaimed. */
  holdExpiresAt: Date | null;
}

/** The longest session takes this many hourly seats (90 minutes take two). */
export const MAX_SEATS_PER_BOOKING = 4;

/** The seat row ids a booking may own: its id for the first hour, then `<id>+1`, `<id>+2`... */
export const seatIds = (bookingId: string, count = MAX_SEATS_PER_BOOKING) =>
  Array.from({ length: count }, (_, i) => (i === 0 ? bookingId : `${bookingId}+${i}`));

const seatSchema = new Schema<SeatRecord & CreatedAt>(
  {
    _id: { type: String, required: true },
    bookingId: String,
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
