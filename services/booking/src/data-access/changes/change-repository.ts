import type { Connection } from 'mongoose';
import { insertOnce, trustedOperator } from '@wsms/service-kit';
import { changeModel, type ChangeRecord } from './change-model';

export const changeId = (bookingId: string, revision: number) => `${bookingId}#${revision}`;

export function changeRepository(db: Connection) {
  const Change = changeModel(db);
  return {
    /** True when this change won its revision; false when another change of that revision exists. */
    claim: (record: ChangeRecord) => insertOnce(() => Change.create(record)),
    async markApplied(id: string) {
      await Change.updateOne({ _id: id }, { $set: { state: 'applied' } });
    },
    /** Gives a revision back (a reschedule that could not take its new seats). */
    async remove(id: string) {
      await Change.deleteOne({ _id: id });
    },
    async listStartedBefore(cutoff: Date, limit: number): Promise<ChangeRecord[]> {
      return Change.find({ state: 'started', startedAt: trustedOperator({ $lte: cutoff }) }).limit(limit).lean();
    },
  };
}
export type ChangeRepository = ReturnType<typeof changeRepository>;
