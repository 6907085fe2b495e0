import type { Connection } from 'mongoose';
import { emailClaimId, emailClaimModel, emailQueueModel, type EmailQueueRecord } from './email-queue-model';
import { isDuplicateKey, trustedOperator, type Lean } from './mongo-helpers';

export type QueuedEmail = Omit<EmailQueueRecord, '_id'> & { id: string };

const toQueued = (doc: Lean): QueuedEmail => ({
  id: String(doc._id),
  queuedAt: doc.queuedAt as Date,
  nextAttemptAt: doc.nextAttemptAt as Date,
  attempts: (doc.attempts as number | undefined) ?? 0,
});

async function insertOnce(create: () => Promise<unknown>) {
  try {
    await create();
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

export function emailQueueRepository(db: Connection) {
  const Queue = emailQueueModel(db);
  const Claim = emailClaimModel(db);
  return {
    async add(id: string, at: Date) {
      await insertOnce(() => Queue.create({ _id: id, queuedAt: at, nextAttemptAt: at, attempts: 0 }));
    },
    async find(id: string) {
      const doc = await Queue.findById(id).lean();
      return doc ? toQueued(doc as unknown as Lean) : null;
    },
    async listDue(now: Date, limit: number) {
      const docs = await Queue.find({ nextAttemptAt: trustedOperator({ $lte: now }) }).sort({ nextAttemptAt: 1 }).limit(limit).lean();
      return docs.map((doc) => toQueued(doc as unknown as Lean));
    },
    async reschedule(id: string, attempts: number, nextAttemptAt: Date) {
      await Queue.updateOne({ _id: id }, { $set: { attempts, nextAttemptAt } });
    },
    async remove(id: string) {
      await Queue.deleteOne({ _id: id });
    },
    /** True when this instance now owns that attempt (a unique insert: FerretDB has no compare-and-swap). */
    tryClaim: (emailId: string, attempt: number, expiresAt: Date) =>
      insertOnce(() => Claim.create({ _id: emailClaimId(emailId, attempt), expiresAt })),
    async claimExpiry(emailId: string, attempt: number) {
      const doc = await Claim.findById(emailClaimId(emailId, attempt)).lean();
      return doc ? (doc.expiresAt as Date) : null;
    },
    async releaseClaim(emailId: string, attempt: number) {
      await Claim.deleteOne({ _id: emailClaimId(emailId, attempt) });
    },
  };
}
export type EmailQueueRepository = ReturnType<typeof emailQueueRepository>;
