import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

/** Spec section 3: session_messages, one thread per booking between its instructor and its client. */
export interface MessageRecord {
  bookingId: string;
  instructorId: string;
  clientEmail: string;
  message: string;
  isFromInstructor: boolean;
  isRead: boolean;
  /** `<created ISO>|<id>`: the thread's order, oldest first, and its page position. */
  listKey?: string;
}

const messageSchema = new Schema<MessageRecord & CreatedAt>(
  {
    bookingId: { type: String, required: true, index: true },
    instructorId: { type: String, required: true, index: true },
    clientEmail: { type: String, required: true, lowercase: true, index: true },
    message: { type: String, required: true },
    isFromInstructor: { type: Boolean, required: true },
    isRead: { type: Boolean, default: false },
    listKey: String,
  },
  { collection: 'session_messages', timestamps: { createdAt: true, updatedAt: false } },
);

messageSchema.index({ bookingId: 1, listKey: 1 });

export const messageModel = (db: Connection) => db.model('SessionMessage', messageSchema);
