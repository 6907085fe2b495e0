import type { Connection } from 'mongoose';
import { toPlain } from '@wsms/service-kit';
import type { Lean } from './mongo-helpers';
import { outboxModel, type OutboxRecord } from './outbox-model';

export type OutboxEmail = OutboxRecord & { id: string; createdAt: string };

export function outboxRepository(db: Connection) {
  const Outbox = outboxModel(db);
  return {
    async insert(record: OutboxRecord) {
      await Outbox.create(record);
    },
    async list(filter: { bookingId?: string } = {}, limit = 200) {
      const docs = await Outbox.find(filter).sort({ createdAt: -1 }).limit(limit).lean();
      return docs.map((doc) => toPlain<OutboxEmail>(doc as unknown as Lean) as OutboxEmail);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
