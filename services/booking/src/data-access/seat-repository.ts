import type { Connection } from 'mongoose';
import { isDuplicateKey, trustedOperator, type Lean } from './mongo-helpers';
import { seatModel, type SeatRecord } from './seat-model';

export interface Seat {
  id: string;
  instructorId: string;
  date: string;
  time: string;
  seat: number;
  bookingId: string;
  holdExpiresAt: Date | null;
}

const toSeat = (doc: Lean): Seat => ({
  id: String(doc._id),
  instructorId: doc.instructorId as string,
  date: doc.date as string,
  time: doc.time as string,
  seat: doc.seat as number,
  bookingId: doc.bookingId as string,
  holdExpiresAt: (doc.holdExpiresAt as Date | null) ?? null,
});

export function seatRepository(db: Connection) {
  const Seat = seatModel(db);
  return {
    /** Seats of one instructor on one date (served by the unique index's prefix). */
    async listForDate(instructorId: string, date: string) {
      const docs = await Seat.find({ instructorId, date }).lean();
      return docs.map((doc) => toSeat(doc as unknown as Lean));
    },
    async findByBooking(bookingId: string) {
      const doc = await Seat.findOne({ bookingId }).lean();
      return doc ? toSeat(doc as unknown as Lean) : null;
    },
    async listExpired(now: Date, limit: number) {
      const docs = await Seat.find({ holdExpiresAt: trustedOperator({ $lt: now }) }).limit(limit).lean();
      return docs.map((doc) => toSeat(doc as unknown as Lean));
    },
    /** The seat, or null when that seat number is already taken. */
    async tryInsert(record: SeatRecord) {
      try {
        const doc = await Seat.create(record);
        return toSeat(doc.toObject() as unknown as Lean);
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },
    /** Confirmed seats of dates before `date` can no longer matter for capacity: keeps the hot set small. */
    async pruneSettledBefore(date: string) {
      const { deletedCount } = await Seat.deleteMany({ date: trustedOperator({ $lt: date }), holdExpiresAt: null });
      return deletedCount;
    },
    /** By exact _id only: a seat number freed here may already belong to someone else by the next line. */
    async deleteById(id: string) {
      await Seat.deleteOne({ _id: id });
    },
    async makePermanent(id: string) {
      await Seat.updateOne({ _id: id }, { $set: { holdExpiresAt: null } });
    },
  };
}
export type SeatRepository = ReturnType<typeof seatRepository>;
