import { Schema, type Connection } from 'mongoose';

/**
 * A pointer from a seat's unique position (instructor, date, hour, seat number) to the seat row
 * that holds it, keyed by that position so the free-times read finds a day's seats by _id alone
 * (the embedded FerretDB reads a seat filter with a number row by row). Seats stay the truth: a pointer is
 * written after its seat insert won, is only ever trusted once the seat it names is read back and
 * matches, and a stale one is simply overwritten by the next seat in that position.
 */
export interface SeatKeyRecord {
  _id: string;
  seatId: string;
  /** For pruning pointers of past dates together with their seats. */
  date: string;
}

export const seatKeyId = (instructorId: string, date: string, time: string, seat: number) => `${instructorId}|${date}|${time}|${seat}`;

const seatKeySchema = new Schema<SeatKeyRecord>(
  {
    _id: { type: String, required: true },
    seatId: { type: String, required: true },
    date: { type: String, required: true },
  },
  { collection: 'booking_seat_keys', versionKey: false },
);

export const seatKeyModel = (db: Connection) => db.model('BookingSeatKey', seatKeySchema);
