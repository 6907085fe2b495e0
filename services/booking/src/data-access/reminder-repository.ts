import type { Connection } from 'mongoose';
import { isDuplicateKey } from '@wsms/service-kit';
import { reminderModel } from './reminder-model';

export function reminderRepository(db: Connection) {
  const Reminder = reminderModel(db);
  return {
    /** True for the one caller whose insert made the claim. */
    async claim(bookingId: string, revision: number, at: Date) {
      try {
        await Reminder.create({ _id: `${bookingId}#${revision}`, bookingId, claimedAt: at });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async claimedAt(bookingId: string, revision: number) {
      const doc = await Reminder.findById(`${bookingId}#${revision}`).lean();
      return doc ? doc.claimedAt : null;
    },
  };
}
export type ReminderRepository = ReturnType<typeof reminderRepository>;
