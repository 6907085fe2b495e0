import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

/** Every e-mail the service sends, kept for admins (GET /api/outbox) whether or not SMTP is configured. */
export interface OutboxRecord {
  _id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  kind: string;
  bookingId?: string;
  /** null until sent; absent on e-mails stored before the queue existed (stored counted as sent then). */
  sentAt: Date | null;
  attempts: number;
  lastError?: string;
  /** Set when the retries ran out: the e-mail stays here, unsent, for an admin to see. */
  failedAt?: Date;
  createdAt?: Date;
  /** `<created ISO>|<id>`: the outbox list's order, newest first, and its page position. */
  listKey?: string;
}

const outboxSchema = new Schema<OutboxRecord & CreatedAt>(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
    from: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    kind: { type: String, required: true },
    bookingId: String,
    sentAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    lastError: String,
    failedAt: Date,
    listKey: String,
  },
  { collection: 'email_outbox', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

outboxSchema.index({ listKey: -1 });

export const outboxModel = (db: Connection) => db.model('EmailOutbox', outboxSchema);
