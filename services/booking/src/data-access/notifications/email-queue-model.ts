import { Schema, type Connection } from 'mongoose';

/**
 * The e-mails still to send, one row each (deleted once sent or given up): the worker reads this
 * small collection, never the whole outbox. Written before the outbox record, so a crash between
 * the two leaves a row without an e-mail (dropped later), never an e-mail nobody will send.
 */
export interface EmailQueueRecord {
  _id: string;
  queuedAt: Date;
  nextAttemptAt: Date;
  /** Attempts finished so far (a crashed attempt is not counted here; its claim shows it). */
  attempts: number;
}

/** Attempt `attempt` of e-mail `emailId` belongs to whoever inserted this row first, until expiresAt. */
export interface EmailClaimRecord {
  _id: string;
  expiresAt: Date;
}

export const emailClaimId = (emailId: string, attempt: number) => `${emailId}#${attempt}`;

const queueSchema = new Schema<EmailQueueRecord>(
  {
    _id: { type: String, required: true },
    queuedAt: { type: Date, required: true },
    nextAttemptAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
  },
  { collection: 'email_queue', versionKey: false },
);

const claimSchema = new Schema<EmailClaimRecord>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'email_claims', versionKey: false },
);

export const emailQueueModel = (db: Connection) => db.model('EmailQueue', queueSchema);
export const emailClaimModel = (db: Connection) => db.model('EmailClaim', claimSchema);
