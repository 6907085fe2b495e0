import type { Connection } from 'mongoose';
import { insertOnce, leanMany, trustedOperator, type Lean } from '@wsms/service-kit';
import { holdScopes, holdSlotId, holdSlotModel, MAX_SEATS_PER_HOLD, type HoldScope, type HoldSlotRecord } from './hold-slot-model';

export type HoldSlot = Omit<HoldSlotRecord, '_id'> & { id: string };

const toSlot = (doc: Lean<HoldSlotRecord>): HoldSlot => ({
  id: String(doc._id),
  bookingId: doc.bookingId,
  scope: doc.scope,
  key: doc.key,
  slot: doc.slot,
  holdExpiresAt: doc.holdExpiresAt,
});

export function holdSlotRepository(db: Connection) {
  const HoldSlot = holdSlotModel(db);
  return {
    /**
     * Checkout holds not yet confirmed, released or run out: every hold has one 'email' row, deleted
     * with the hold (the collection holds live holds only, and expired ones until the sweep).
     */
    countOpen: (now: Date) => HoldSlot.countDocuments({ scope: 'email', holdExpiresAt: trustedOperator({ $gt: now }) }),
    /** The rows of one e-mail or address: at most its limit, and only live holds stay long. */
    async listFor(scope: HoldScope, key: string) {
      return leanMany(HoldSlot.find({ scope, key }), toSlot);
    },
    /** True when this slot number was free and is now the booking's (`index`: the booking's n-th row in the scope). */
    tryClaim: (record: Omit<HoldSlotRecord, '_id'>, index = 0) =>
      insertOnce(() => HoldSlot.create({ ...record, _id: holdSlotId(record.bookingId, record.scope, index) })),
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
