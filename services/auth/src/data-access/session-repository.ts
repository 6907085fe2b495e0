import mongoose, { Types, type Connection } from 'mongoose';
import { sessionModel, type SessionDocument } from './session-model';

export interface SessionRecord {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
}

type StoredSession = SessionDocument & { _id: Types.ObjectId; createdAt: Date };

const toRecord = (doc: StoredSession): SessionRecord => ({
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
      return toRecord(created.toObject() as StoredSession);
    },

    async findByToken(token: string): Promise<SessionRecord | null> {
      const doc = (await Session.findOne({ token }).lean()) as StoredSession | null;
      return doc && toRecord(doc);
    },

    async deleteByToken(token: string): Promise<void> {
      await Session.deleteOne({ token });
    },

    async deleteExpired(userId: string, now: Date): Promise<void> {
      // sanitizeFilter is on globally, so a deliberate operator must be marked trusted.
      const expired = mongoose.trusted({ $lte: now });
      await Session.deleteMany({ userId: new Types.ObjectId(userId), expiresAt: expired });
    },

    async deleteAllForUser(userId: string): Promise<number> {
      return (await Session.deleteMany({ userId: new Types.ObjectId(userId) })).deletedCount;
    },

    count: () => Session.countDocuments({}),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
