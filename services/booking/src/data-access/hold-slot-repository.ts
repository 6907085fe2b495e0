import type { Connection } from 'mongoose';
import { holdScopes, holdSlotId, holdSlotModel, MAX_SEATS_PER_HOLD, type HoldScope, type HoldSlotRecord } from './hold-slot-model';
import { isDuplicateKey, type Lean } from './mongo-helpers';

export type HoldSlot = Omit<HoldSlotRecord, '_id'> & { id: string };

const toSlot = (doc: Lean): HoldSlot => ({
  id: String(doc._id),
  bookingId: doc.bookingId as string,
  scope: doc.scope as HoldScope,
  key: doc.key as string,
  slot: doc.slot as number,
  holdExpiresAt: doc.holdExpiresAt as Date,
});

export function holdSlotRepository(db: Connection) {
  const HoldSlot = holdSlotModel(db);
  return {
    /** The rows of one e-mail or address: at most its limit, and only live holds stay long. */
    async listFor(scope: HoldScope, key: string) {
      const docs = await HoldSlot.find({ scope, key }).lean();
      return docs.map((doc) => toSlot(doc as unknown as Lean));
    },
    /** True when this slot number was free and is now the booking's (`index`: the booking's n-th row in the scope). */
    async tryClaim(record: Omit<HoldSlotRecord, '_id'>, index = 0) {
      try {
        await HoldSlot.create({ ...record, _id: holdSlotId(record.bookingId, record.scope, index) });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async releaseRow(id: string) {
      await HoldSlot.deleteOne({ _id: id });
    },
    /** One delete per row, each by its _id alone: FerretDB reads the whole collection for an `$in`. */
    async releaseForBooking(bookingId: string) {
      const ids = holdScopes.flatMap((scope) =>
        Array.from({ length: scope === 'guest-day' ? MAX_SEATS_PER_HOLD : 1 }, (_, index) => holdSlotId(bookingId, scope, index)),
      );
      await Promise.all(ids.map((_id) => HoldSlot.deleteOne({ _id })));
    },
  };
}
export type HoldSlotRepository = ReturnType<typeof holdSlotRepository>;
