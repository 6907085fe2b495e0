import { Schema, type Connection } from 'mongoose';

/**
 * A reminder claimed for sending: `<bookingId>#<revision>`. Inserting it is the claim, so with any
 * number of booking-service instances each session's reminder is queued once.
 */
export interface ReminderRecord {
  _id: string;
  bookingId: string;
  claimedAt: Date;
}

const reminderSchema = new Schema<ReminderRecord>(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'booking_reminders', versionKey: false },
);

export const reminderModel = (db: Connection) => db.model('BookingReminder', reminderSchema);
