import type { Connection } from 'mongoose';
import { insertOnce } from '@wsms/service-kit';
import { reminderModel } from './reminder-model';

export function reminderRepository(db: Connection) {
  const Reminder = reminderModel(db);
  return {
    /** True for the one caller whose insert made the claim. */
    claim: (bookingId: string, revision: number, at: Date) =>
      insertOnce(() => Reminder.create({ _id: `${bookingId}#${revision}`, bookingId, claimedAt: at })),
    async claimedAt(bookingId: string, revision: number) {
      const doc = await Reminder.findById(`${bookingId}#${revision}`).lean();
      return doc ? doc.claimedAt : null;
    },
  };
}
export type ReminderRepository = ReturnType<typeof reminderRepository>;
