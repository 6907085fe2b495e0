import type { Connection } from 'mongoose';
import { calendarFeedModel, type CalendarFeedRecord } from './calendar-feed-model';
import { isDuplicateKey } from './mongo-helpers';

const toFeed = (doc: unknown) => {
  const { _id, instructorId, createdAt } = doc as CalendarFeedRecord;
  return { tokenHash: _id, instructorId, createdAt };
};

export function calendarFeedRepository(db: Connection) {
  const Feed = calendarFeedModel(db);
  return {
    async findByTokenHash(tokenHash: string) {
      const doc = await Feed.findById(tokenHash).lean();
      return doc ? toFeed(doc) : null;
    },
    async findForInstructor(instructorId: string) {
      const doc = await Feed.findOne({ instructorId }).lean();
      return doc ? toFeed(doc) : null;
    },
    /** Replaces the instructor's feed; false if a simultaneous replacement won. */
    async replace(instructorId: string, tokenHash: string, createdAt: Date) {
      await Feed.deleteMany({ instructorId });
      try {
        await Feed.create({ _id: tokenHash, instructorId, createdAt });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async removeForInstructor(instructorId: string) {
      await Feed.deleteMany({ instructorId });
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof calendarFeedRepository>;
