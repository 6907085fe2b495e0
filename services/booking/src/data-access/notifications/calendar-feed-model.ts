import { Schema, type Connection } from 'mongoose';

/**
 * An instructor's private calendar feed. The _id is the SHA-256 of the feed's secret token (never
 * the token); the unique index on instructorId keeps one feed per instructor.
 */
export interface CalendarFeedRecord {
  _id: string;
  instructorId: string;
  createdAt: Date;
}

const calendarFeedSchema = new Schema<CalendarFeedRecord>(
  {
    _id: { type: String, required: true },
    instructorId: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'calendar_feeds', versionKey: false },
);

export const calendarFeedModel = (db: Connection) => db.model('CalendarFeed', calendarFeedSchema);
