import type { Connection } from 'mongoose';
import { isDuplicateKey, leanOne, type Lean } from '@wsms/service-kit';
import { decisionModel, type DecisionRecord } from './decision-model';

export type Decision = DecisionRecord & { mine: boolean };

const toRecord = ({ _id, outcome, reason, paymentReference, paymentMethod, paymentProvider, creditId, redemptionId, at }: Lean<DecisionRecord>): DecisionRecord => ({
  _id,
  outcome,
  reason,
  paymentReference,
  ...(paymentMethod ? { paymentMethod } : {}),
  ...(paymentProvider ? { paymentProvider } : {}),
  ...(creditId ? { creditId } : {}),
  ...(redemptionId ? { redemptionId } : {}),
  at,
});

export function decisionRepository(db: Connection) {
  const Decision = decisionModel(db);
  const find = (bookingId: string) => leanOne(Decision.findById(bookingId), toRecord);
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
