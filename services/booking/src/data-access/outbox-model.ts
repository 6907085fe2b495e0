import { Schema, type Connection } from 'mongoose';

export interface OutboxRecord {
  to: string;
  from: string;
  subject: string;
  text: string;
  kind: string;
  bookingId?: string;
}

const outboxSchema = new Schema<OutboxRecord>(
  {
    to: { type: String, required: true },
    from: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    kind: { type: String, required: true },
    bookingId: { type: String, index: true },
  },
  { collection: 'email_outbox', timestamps: { createdAt: true, updatedAt: false } },
);

export const outboxModel = (db: Connection) => db.model('EmailOutbox', outboxSchema);
