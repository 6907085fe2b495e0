import type { Connection } from 'mongoose';
import { isDuplicateKey } from './mongo-helpers';
import { decisionModel, type DecisionRecord } from './decision-model';

export type Decision = DecisionRecord & { mine: boolean };

export function decisionRepository(db: Connection) {
  const Decision = decisionModel(db);
  return {
    /** Records this outcome unless one exists; answers whichever outcome holds, and whether it is ours. */
    async decide(record: DecisionRecord): Promise<Decision> {
      try {
        await Decision.create(record);
        return { ...record, mine: true };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = await Decision.findById(record._id).lean();
        if (!existing) throw error;
        const { _id, outcome, reason, paymentReference, at } = existing as DecisionRecord;
        return { _id, outcome, reason, paymentReference, at, mine: false };
      }
    },
  };
}
export type DecisionRepository = ReturnType<typeof decisionRepository>;
