import type { Connection } from 'mongoose';
import type { SessionMessage } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  keysetFilter,
  keysetSort,
  leanPage,
  newObjectId,
  toPlain,
  type CreatedAt,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
import { messageModel, type MessageRecord } from './message-model';

const toMessage = ({ listKey: _key, ...doc }: Lean<MessageRecord & CreatedAt>): SessionMessage => toPlain(doc);

export interface UnreadFilter {
  instructorId?: string;
  clientEmail?: string;
  /** Unread messages written by this side. */
  fromInstructor: boolean;
}

export function messageRepository(db: Connection) {
  const Message = messageModel(db);
  return {
    /** One page of a thread, oldest first. */
    async listForBooking(bookingId: string, page: PageRequestOf) {
      return leanPage(
        Message.find({ bookingId, ...keysetFilter(page, 'oldest-first') }).sort(keysetSort('oldest-first')),
        page,
        toMessage,
        (doc) => doc.listKey ?? createdListKey(doc.createdAt, String(doc._id)),
      );
    },
    backfillListKeys: () => backfillListKeys(db, Message, (doc) => createdListKey(doc.createdAt as Date, String(doc._id))),
    async insert(record: MessageRecord) {
      const _id = newObjectId();
      const createdAt = new Date();
      const doc = await Message.create({ ...record, _id, createdAt, listKey: createdListKey(createdAt, String(_id)) });
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
