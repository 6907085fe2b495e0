import type { Connection } from 'mongoose';
import {
  backfillListKeys,
  createdListKey,
  insertOnce,
  keysetFilter,
  keysetSort,
  leanOne,
  leanPage,
  type CreatedAt,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
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
    add: (record: Omit<OutboxRecord, 'sentAt' | 'attempts'>) => {
      const createdAt = new Date();
      return insertOnce(() => Outbox.create({ ...record, sentAt: null, attempts: 0, createdAt, listKey: createdListKey(createdAt, record._id) }));
    },
    async find(id: string) {
      return leanOne(Outbox.findById(id), toEntry);
    },
    async markSent(id: string, attempts: number, at: Date) {
      await Outbox.updateOne({ _id: id }, { $set: { sentAt: at, attempts }, $unset: { lastError: 1 } });
    },
    async markFailedAttempt(id: string, attempts: number, error: string, givenUpAt?: Date) {
      await Outbox.updateOne({ _id: id }, { $set: { attempts, lastError: error, ...(givenUpAt ? { failedAt: givenUpAt } : {}) } });
    },
    /** One page of every e-mail, newest first. */
    async listNewest(page: PageRequestOf) {
      return leanPage(
        Outbox.find(keysetFilter(page, 'newest-first')).sort(keysetSort('newest-first')),
        page,
        toEntry,
        (doc) => doc.listKey ?? createdListKey(doc.createdAt, String(doc._id)),
      );
    },
    backfillListKeys: () => backfillListKeys(db, Outbox, (doc) => createdListKey(doc.createdAt as Date, String(doc._id))),
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
