import type { Connection } from 'mongoose';
import { isDuplicateKey, type Lean } from './mongo-helpers';
import { outboxModel, type OutboxRecord } from './outbox-model';

export type OutboxEntry = Omit<OutboxRecord, '_id' | 'createdAt'> & { id: string; createdAt: Date };

function toEntry(doc: Lean): OutboxEntry {
  const createdAt = doc.createdAt as Date;
  return {
    id: String(doc._id),
    to: doc.to as string,
    from: doc.from as string,
    subject: doc.subject as string,
    text: doc.text as string,
    kind: doc.kind as string,
    ...(doc.bookingId ? { bookingId: doc.bookingId as string } : {}),
    // Stored before the queue existed: keeping it was the sending then.
    sentAt: doc.sentAt === undefined ? createdAt : ((doc.sentAt as Date | null) ?? null),
    attempts: (doc.attempts as number | undefined) ?? 0,
    ...(doc.lastError ? { lastError: doc.lastError as string } : {}),
    ...(doc.failedAt ? { failedAt: doc.failedAt as Date } : {}),
    createdAt,
  };
}

export function outboxRepository(db: Connection) {
  const Outbox = outboxModel(db);
  return {
    /** False when an e-mail with this id exists already (the same booking e-mail queued twice). */
    async add(record: Omit<OutboxRecord, 'sentAt' | 'attempts'>) {
      try {
        await Outbox.create({ ...record, sentAt: null, attempts: 0 });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async find(id: string) {
      const doc = await Outbox.findById(id).lean();
      return doc ? toEntry(doc as unknown as Lean) : null;
    },
    async markSent(id: string, attempts: number, at: Date) {
      await Outbox.updateOne({ _id: id }, { $set: { sentAt: at, attempts }, $unset: { lastError: 1 } });
    },
    async markFailedAttempt(id: string, attempts: number, error: string, givenUpAt?: Date) {
      await Outbox.updateOne({ _id: id }, { $set: { attempts, lastError: error, ...(givenUpAt ? { failedAt: givenUpAt } : {}) } });
    },
    async listNewest(limit = 200) {
      const docs = await Outbox.find({}).sort({ createdAt: -1 }).limit(limit).lean();
      return docs.map((doc) => toEntry(doc as unknown as Lean));
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
