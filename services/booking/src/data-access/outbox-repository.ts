import type { Connection } from 'mongoose';
import { insertOnce, leanMany, leanOne, type CreatedAt, type Lean } from '@wsms/service-kit';
import { outboxModel, type OutboxRecord } from './outbox-model';

export type OutboxEntry = Omit<OutboxRecord, '_id' | 'createdAt'> & { id: string; createdAt: Date };

function toEntry(doc: Lean<OutboxRecord & CreatedAt>): OutboxEntry {
  const { createdAt } = doc;
  return {
    id: String(doc._id),
    to: doc.to,
    from: doc.from,
    subject: doc.subject,
    text: doc.text,
    kind: doc.kind,
    ...(doc.bookingId ? { bookingId: doc.bookingId } : {}),
    // Stored before the queue existed (no sentAt): keeping it was the sending then.
    sentAt: doc.sentAt === undefined ? createdAt : (doc.sentAt ?? null),
    attempts: doc.attempts ?? 0,
    ...(doc.lastError ? { lastError: doc.lastError } : {}),
    ...(doc.failedAt ? { failedAt: doc.failedAt } : {}),
    createdAt,
  };
}

export function outboxRepository(db: Connection) {
  const Outbox = outboxModel(db);
  return {
    /** False when an e-mail with this id exists already (the same booking e-mail queued twice). */
    add: (record: Omit<OutboxRecord, 'sentAt' | 'attempts'>) => insertOnce(() => Outbox.create({ ...record, sentAt: null, attempts: 0 })),
    async find(id: string) {
      return leanOne(Outbox.findById(id), toEntry);
    },
    async markSent(id: string, attempts: number, at: Date) {
      await Outbox.updateOne({ _id: id }, { $set: { sentAt: at, attempts }, $unset: { lastError: 1 } });
    },
    async markFailedAttempt(id: string, attempts: number, error: string, givenUpAt?: Date) {
      await Outbox.updateOne({ _id: id }, { $set: { attempts, lastError: error, ...(givenUpAt ? { failedAt: givenUpAt } : {}) } });
    },
    async listNewest(limit = 200) {
      return leanMany(Outbox.find({}).sort({ createdAt: -1 }).limit(limit), toEntry);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
