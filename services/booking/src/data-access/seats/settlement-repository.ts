import type { Connection } from 'mongoose';
import { insertOnce, trustedOperator } from '@wsms/service-kit';
import { settlementModel } from './settlement-model';

export function settlementRepository(db: Connection) {
  const Settlement = settlementModel(db);
  return {
    /** Idempotent: a second settler of the same booking shares the row. */
    async open(bookingId: string, startedAt: Date) {
      await insertOnce(() => Settlement.create({ _id: bookingId, startedAt }));
    },
    async close(bookingId: string) {
      await Settlement.deleteOne({ _id: bookingId });
    },
    async listStartedBefore(cutoff: Date, limit: number) {
      const docs = await Settlement.find({ startedAt: trustedOperator({ $lte: cutoff }) }).limit(limit).lean();
      return docs.map((doc) => String(doc._id));
    },
  };
}
export type SettlementRepository = ReturnType<typeof settlementRepository>;
