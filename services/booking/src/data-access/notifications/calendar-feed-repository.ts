import type { Connection } from 'mongoose';
import { insertOnce, leanOne, type Lean } from '@wsms/service-kit';
import { calendarFeedModel, type CalendarFeedRecord } from './calendar-feed-model';

const toFeed = ({ _id, instructorId, createdAt }: Lean<CalendarFeedRecord>) => ({ tokenHash: _id, instructorId, createdAt });

export function calendarFeedRepository(db: Connection) {
  const Feed = calendarFeedModel(db);
  return {
    async findByTokenHash(tokenHash: string) {
      return leanOne(Feed.findById(tokenHash), toFeed);
    },
    async findForInstructor(instructorId: string) {
      return leanOne(Feed.findOne({ instructorId }), toFeed);
    },
    /** Replaces the instructor's feed; false if a simultaneous replacement won. */
    async replace(instructorId: string, tokenHash: string, createdAt: Date) {
      await Feed.deleteMany({ instructorId });
      return insertOnce(() => Feed.create({ _id: tokenHash, instructorId, createdAt }));
    },
    async removeForInstructor(instructorId: string) {
      await Feed.deleteMany({ instructorId });
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof calendarFeedRepository>;
