import type { Connection } from 'mongoose';
import { isDuplicateKey, trustedOperator, type Lean } from './mongo-helpers';
import { seatIds, seatModel, type SeatRecord } from './seat-model';

export interface Seat {
  id: string;
  bookingId: string;
  instructorId: string;
  date: string;
  time: string;
  seat: number;
  holdExpiresAt: Date | null;
}

const toSeat = (doc: Lean): Seat => ({
  id: String(doc._id),
  bookingId: (doc.bookingId as string | undefined) ?? String(doc._id),
  instructorId: doc.instructorId as string,
  date: doc.date as string,
  time: doc.time as string,
  seat: doc.seat as number,
  holdExpiresAt: (doc.holdExpiresAt as Date | null) ?? null,
});

const byIds = (ids: string[]) => ({ _id: trustedOperator({ $in: ids }) });

// Lookups and writes go by _id alone where they can: FerretDB scans the collection for anything else.
export function seatRepository(db: Connection) {
  const Seat = seatModel(db);
  return {
    /** Seats of one instructor on one date (the unique index's prefix on MongoDB). */
    async listForDate(instructorId: string, date: string) {
      const docs = await Seat.find({ instructorId, date }).lean();
      return docs.map((doc) => toSeat(doc as unknown as Lean));
    },
    /** Every seat row a booking still owns (one per hour it covers). */
    async listForBooking(bookingId: string) {
      const docs = await Promise.all(seatIds(bookingId).map((id) => Seat.findById(id).lean()));
      return docs.filter((doc) => doc !== null).map((doc) => toSeat(doc as unknown as Lean));
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
    /**
     * By the booking's own row ids only: a seat number freed here may belong to another booking a
     * moment later, and that row (another _id) can never be touched by this delete.
     */
    async release(bookingId: string) {
      await Seat.deleteMany(byIds(seatIds(bookingId)));
    },
    async makePermanent(bookingId: string) {
      await Seat.updateMany(byIds(seatIds(bookingId)), { $set: { holdExpiresAt: null } });
    },
    /** Confirmed seats of dates before `date` can no longer matter for capacity: keeps the hot set small. */
    async pruneSettledBefore(date: string) {
      const { deletedCount } = await Seat.deleteMany({ date: trustedOperator({ $lt: date }), holdExpiresAt: null });
      return deletedCount;
    },
  };
}
export type SeatRepository = ReturnType<typeof seatRepository>;
