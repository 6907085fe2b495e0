import type { Connection } from 'mongoose';
import { isDuplicateKey, leanMany, trustedOperator, type Lean } from '@wsms/service-kit';
import { seatKeyId, seatKeyModel } from './seat-key-model';
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

const toSeat = (doc: Lean<SeatRecord>): Seat => ({
  id: String(doc._id),
  bookingId: doc.bookingId ?? String(doc._id),
  instructorId: doc.instructorId,
  date: doc.date,
  time: doc.time,
  seat: doc.seat,
  holdExpiresAt: doc.holdExpiresAt ?? null,
});

/** Marks the one-time pointer repair done (booking_upgrades holds one row per finished upgrade). */
const ALL_SEATS_POINTED = 'seat-keys-for-all-seats';

// Lookups and writes go by _id alone where they can: the embedded FerretDB reads the collection row
// by row for `$in`, ranges and numbers; only a lone _id and top-level string equalities go through an
// index (the latter by our patch, scripts/ferretdb/patches.json).
export function seatRepository(db: Connection) {
  const Seat = seatModel(db);
  const SeatKey = seatKeyModel(db);
  const Upgrades = db.collection<{ _id: string; at: Date }>('booking_upgrades');
  const keyOf = (seat: Seat) => seatKeyId(seat.instructorId, seat.date, seat.time, seat.seat);
  /** Points the seat's position at it; two writers of one position can collide on the upsert's insert. */
  async function writeKey(seat: Seat) {
    const update = () => SeatKey.replaceOne({ _id: keyOf(seat) }, { seatId: seat.id, date: seat.date }, { upsert: true });
    try {
      await update();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await update();
    }
  }
  return {
    /** Seats of one instructor on one date (the unique index's prefix on MongoDB). */
    async listForDate(instructorId: string, date: string) {
      return leanMany(Seat.find({ instructorId, date }), toSeat);
    },
    /**
     * The same seats found by _id only, so the cost does not grow with the collection: each
     * position (hour, seat 1..capacity) is looked up through its pointer and the seat read back.
     * Positions beyond an hour's capacity are not looked at: they cannot make that hour bookable.
     */
    async listForDateAt(instructorId: string, date: string, capacity: ReadonlyMap<string, number>) {
      const positions = [...capacity].flatMap(([time, max]) => Array.from({ length: max }, (_, i) => ({ time, seat: i + 1 })));
      const found = await Promise.all(
        positions.map(async ({ time, seat }) => {
          const key = await SeatKey.findById(seatKeyId(instructorId, date, time, seat)).lean();
          const doc = key ? await Seat.findById(key.seatId).lean() : null;
          const row = doc ? toSeat(doc) : null;
          const current = row && row.instructorId === instructorId && row.date === date && row.time === time && row.seat === seat;
          return current ? row : null;
        }),
      );
      return found.filter((seat): seat is Seat => seat !== null);
    },
    /** Writes the pointer of every seat inserted since `since`: a crash may fall between a seat and its pointer. */
    async repairKeys(since: Date) {
      const seats = await leanMany(Seat.find({ createdAt: trustedOperator({ $gte: since }) }), toSeat);
      for (const seat of seats) await writeKey(seat);
      return seats.length;
    },
    /**
     * Once per database: pointers for every seat, for rows written before pointers existed. The
     * marker is written after the last pointer, so an instance stopped half way repeats it.
     */
    async repairAllKeysOnce() {
      if (await Upgrades.findOne({ _id: ALL_SEATS_POINTED })) return 0;
      const docs = await Seat.find({}).lean();
      for (const doc of docs) await writeKey(toSeat(doc));
      await Upgrades.replaceOne({ _id: ALL_SEATS_POINTED }, { at: new Date() }, { upsert: true }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error; // another instance finished the same repair
      });
      return docs.length;
    },
    /** Every seat row a booking still owns (one per hour it covers). */
    async listForBooking(bookingId: string) {
      const docs = await Promise.all(seatIds(bookingId).map((id) => Seat.findById(id).lean()));
      return docs.filter((doc) => doc !== null).map(toSeat);
    },
    async listExpired(now: Date, limit: number) {
      return leanMany(Seat.find({ holdExpiresAt: trustedOperator({ $lt: now }) }).limit(limit), toSeat);
    },
    /** The seat, or null when that seat number is already taken. */
    async tryInsert(record: SeatRecord) {
      try {
        const doc = await Seat.create(record);
        const seat = toSeat(doc.toObject());
        await writeKey(seat);
        return seat;
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
      await Promise.all(seatIds(bookingId).map((id) => Seat.deleteOne({ _id: id })));
    },
    async makePermanent(bookingId: string) {
      await Promise.all(seatIds(bookingId).map((id) => Seat.updateOne({ _id: id }, { $set: { holdExpiresAt: null } })));
    },
    /**
     * Confirmed seats of dates before `date` (and their pointers) can no longer matter for capacity:
     * keeps the hot set small. At most `limit` of each per call, deleted by _id (one large delete
     * overflows FerretDB's SQL variables), so a long backlog is worked off sweep by sweep.
     */
    async pruneSettledBefore(date: string, limit = 1000) {
      const before = trustedOperator({ $lt: date });
      const seats = await Seat.find({ date: before, holdExpiresAt: null }, { _id: 1 }).limit(limit).lean();
      for (const seat of seats) await Seat.deleteOne({ _id: seat._id });
      const keys = await SeatKey.find({ date: before }, { _id: 1 }).limit(limit).lean();
      for (const key of keys) await SeatKey.deleteOne({ _id: key._id });
      return seats.length;
    },
  };
}
export type SeatRepository = ReturnType<typeof seatRepository>;
