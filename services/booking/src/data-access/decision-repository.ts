import type { Connection } from 'mongoose';
import { isDuplicateKey } from './mongo-helpers';
import { decisionModel, type DecisionRecord } from './decision-model';

export type Decision = DecisionRecord & { mine: boolean };

export function decisionRepository(db: Connection) {
  const Decision = decisionModel(db);
  const find = async (bookingId: string): Promise<DecisionRecord | null> => {
    const doc = await Decision.findById(bookingId).lean();
    if (!doc) return null;
    const { _id, outcome, reason, paymentReference, at } = doc as DecisionRecord;
    return { _id, outcome, reason, paymentReference, at };
  };
  return {
    find,
    /** Records this outcome unless one exists; answers whichever outcome holds, and whether it is ours. */
    async decide(record: DecisionRecord): Promise<Decision> {
      try {
        await Decision.create(record);
        return { ...record, mine: true };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = await find(record._id);
        if (!existing) throw error;
        return { ...existing, mine: false };
      }
    },
  };
}
export type DecisionRepository = ReturnType<typeof decisionRepository>;
