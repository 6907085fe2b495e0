import { Schema, type Connection } from 'mongoose';

/**
 * One session's credit, `<purchaseId>.<n>`: issued by inserting it (so a purchase paid twice issues
 * its credits once), never edited. Its state is read from its redemptions and returns below.
 */
export interface CreditRecord {
  _id: string;
  purchaseId: string;
  packageId: string;
  packageName: string;
  sessionTypes: string[];
  ownerId: string;
  ownerEmail: string;
  /** The package's price shared over its credits, to the cent (the first ones carry the remainder). */
  valueCents: number;
  issuedAt: Date;
  /** The last day it can pay for a session (yyyy-MM-dd, business time zone), and that day's end. */
  expiresOn: string;
  expiresAt: Date;
}

/**
 * The k-th spending of a credit, `<creditId>#<k>` (k = how often it was returned before): inserting
 * it is the spend, so of any number of simultaneous bookings one gets the credit. 'pending' until its
 * booking is confirmed; 'forfeited' after a late cancellation or a no-show; 'void' once a spending
 * whose booking never came about has been given back.
 */
export interface RedemptionRecord {
  _id: string;
  creditId: string;
  ownerId: string;
  bookingId: string;
  state: 'pending' | 'spent' | 'forfeited' | 'void';
  at: Date;
  forfeitedAt?: Date;
  forfeitReason?: string;
}

/** A credit given back, keyed like the redemption it ends: inserting it is the return, so it happens once. */
export interface CreditReturnRecord {
  _id: string;
  creditId: string;
  ownerId: string;
  bookingId: string;
  reason: 'cancelled' | 'cancelled-by-gym' | 'waived' | 'failed';
  at: Date;
}

const creditSchema = new Schema<CreditRecord>(
  {
    _id: { type: String, required: true },
    purchaseId: { type: String, required: true },
    packageId: { type: String, required: true, index: true },
    packageName: { type: String, required: true },
    sessionTypes: { type: [String], required: true },
    ownerId: { type: String, required: true, index: true },
    ownerEmail: { type: String, required: true },
    valueCents: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    expiresOn: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'credits', versionKey: false },
);

const redemptionSchema = new Schema<RedemptionRecord>(
  {
    _id: { type: String, required: true },
    creditId: { type: String, required: true, index: true },
    ownerId: { type: String, required: true, index: true },
    bookingId: { type: String, required: true, index: true },
    state: { type: String, required: true, index: true },
    at: { type: Date, required: true },
    forfeitedAt: Date,
    forfeitReason: String,
  },
  { collection: 'credit_redemptions', versionKey: false },
);

const returnSchema = new Schema<CreditReturnRecord>(
  {
    _id: { type: String, required: true },
    creditId: { type: String, required: true, index: true },
    ownerId: { type: String, required: true, index: true },
    bookingId: { type: String, required: true },
    reason: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'credit_returns', versionKey: false },
);

/** `<ownerId>:<expiresOn>`: the 7-day expiry reminder, claimed by insert so one instance sends it. */
const reminderSchema = new Schema<{ _id: string; claimedAt: Date }>(
  { _id: { type: String, required: true }, claimedAt: { type: Date, required: true } },
  { collection: 'credit_expiry_reminders', versionKey: false },
);

export const creditModel = (db: Connection) => db.model('Credit', creditSchema);
export const redemptionModel = (db: Connection) => db.model('CreditRedemption', redemptionSchema);
export const creditReturnModel = (db: Connection) => db.model('CreditReturn', returnSchema);
export const creditReminderModel = (db: Connection) => db.model('CreditExpiryReminder', reminderSchema);
