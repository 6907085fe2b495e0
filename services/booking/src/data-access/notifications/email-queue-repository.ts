import type { Connection } from 'mongoose';
import { insertOnce, leanMany, leanOne, trustedOperator, type Lean } from '@wsms/service-kit';
import { emailClaimId, emailClaimModel, emailQueueModel, type EmailQueueRecord } from './email-queue-model';

export type QueuedEmail = Omit<EmailQueueRecord, '_id'> & { id: string };

const toQueued = (doc: Lean<EmailQueueRecord>): QueuedEmail => ({
  id: String(doc._id),
  queuedAt: doc.queuedAt,
  nextAttemptAt: doc.nextAttemptAt,
  attempts: doc.attempts ?? 0,
});

export function emailQueueRepository(db: Connection) {
  const Queue = emailQueueModel(db);
  const Claim = emailClaimModel(db);
  return {
    /** E-mails still to send (the operations gauges). */
    pending: () => Queue.countDocuments({}),
    /** When the longest-waiting e-mail still to send was queued (null: none). */
    async oldestQueuedAt() {
      const doc = await Queue.findOne({}, { queuedAt: 1 }).sort({ queuedAt: 1 }).lean();
      return doc ? doc.queuedAt : null;
    },
    async add(id: string, at: Date) {
      await insertOnce(() => Queue.create({ _id: id, queuedAt: at, nextAttemptAt: at, attempts: 0 }));
    },
    async find(id: string) {
      return leanOne(Queue.findById(id), toQueued);
    },
    async listDue(now: Date, limit: number) {
      return leanMany(Queue.find({ nextAttemptAt: trustedOperator({ $lte: now }) }).sort({ nextAttemptAt: 1 }).limit(limit), toQueued);
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
      return doc ? doc.expiresAt : null;
    },
    async releaseClaim(emailId: string, attempt: number) {
      await Claim.deleteOne({ _id: emailClaimId(emailId, attempt) });
    },
  };
}
export type EmailQueueRepository = ReturnType<typeof emailQueueRepository>;
