import { Types, type Connection } from 'mongoose';
import { leanOne, trustedOperator, type Lean } from '@wsms/service-kit';
import { sessionModel, type SessionDocument } from './session-model';

export interface SessionRecord {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
}

const toRecord = (doc: Lean<SessionDocument>): SessionRecord => ({
  id: String(doc._id),
  userId: String(doc.userId),
  token: doc.token,
  expiresAt: doc.expiresAt,
  createdAt: doc.createdAt,
});

export function createSessionRepository(db: Connection) {
  const Session = sessionModel(db);

  return {
    ensureIndexes: () => Session.init(),

    async insert(session: { userId: string; token: string; expiresAt: Date }): Promise<SessionRecord> {
      const created = await Session.create({ ...session, userId: new Types.ObjectId(session.userId) });
      return toRecord(created.toObject());
    },

    async findByToken(token: string): Promise<SessionRecord | null> {
      return leanOne(Session.findOne({ token }), toRecord);
    },

    async deleteByToken(token: string): Promise<void> {
      await Session.deleteOne({ token });
    },

    async deleteExpired(userId: string, now: Date): Promise<void> {
      const expired = trustedOperator({ $lte: now });
      await Session.deleteMany({ userId: new Types.ObjectId(userId), expiresAt: expired });
    },

    async deleteAllForUser(userId: string): Promise<number> {
      return (await Session.deleteMany({ userId: new Types.ObjectId(userId) })).deletedCount;
    },

    count: () => Session.countDocuments({}),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
