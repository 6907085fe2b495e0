import type { Connection } from 'mongoose';
import type { SessionMessage } from '@wsms/contracts';
import { leanMany, toPlain, type CreatedAt, type Lean } from '@wsms/service-kit';
import { messageModel, type MessageRecord } from './message-model';

const toMessage = (doc: Lean<MessageRecord & CreatedAt>): SessionMessage => toPlain(doc);

export interface UnreadFilter {
  instructorId?: string;
  clientEmail?: string;
  /** Unread messages written by this side. */
  fromInstructor: boolean;
}

export function messageRepository(db: Connection) {
  const Message = messageModel(db);
  return {
    async listForBooking(bookingId: string) {
      return leanMany(Message.find({ bookingId }).sort({ createdAt: 1, _id: 1 }), toMessage);
    },
    async insert(record: MessageRecord) {
      const doc = await Message.create(record);
      return toMessage(doc.toObject());
    },
    /** Marks the messages one side wrote in a thread as read by the other. */
    async markRead(bookingId: string, fromInstructor: boolean) {
      await Message.updateMany({ bookingId, isFromInstructor: fromInstructor, isRead: false }, { $set: { isRead: true } });
    },
    /** Booking id -> unread count. */
    async countUnread({ instructorId, clientEmail, fromInstructor }: UnreadFilter) {
      const docs = await Message.find(
        { ...(instructorId ? { instructorId } : {}), ...(clientEmail ? { clientEmail } : {}), isFromInstructor: fromInstructor, isRead: false },
        { bookingId: 1 },
      ).lean();
      const counts: Record<string, number> = {};
      for (const doc of docs) counts[doc.bookingId] = (counts[doc.bookingId] ?? 0) + 1;
      return counts;
    },
  };
}
export type MessageRepository = ReturnType<typeof messageRepository>;
