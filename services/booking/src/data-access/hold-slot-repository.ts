import type { Connection } from 'mongoose';
import { holdSlotId, holdSlotModel, type HoldScope, type HoldSlotRecord } from './hold-slot-model';
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
    /** True when this slot number was free and is now the booking's. */
    async tryClaim(record: Omit<HoldSlotRecord, '_id'>) {
      try {
        await HoldSlot.create({ ...record, _id: holdSlotId(record.bookingId, record.scope) });
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
      await Promise.all((['email', 'address'] as const).map((scope) => HoldSlot.deleteOne({ _id: holdSlotId(bookingId, scope) })));
    },
  };
}
export type HoldSlotRepository = ReturnType<typeof holdSlotRepository>;
