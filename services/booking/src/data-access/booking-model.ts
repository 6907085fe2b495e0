import { randomBytes } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';

/** Public ids unlock the embedded checkout, so they are random tokens, not ObjectIds. */
export const newBookingId = () => randomBytes(24).toString('base64url');

export interface BookingRecord {
  _id?: string;
  instructorId: string;
  instructorName: string;
  instructorEmail: string;
  clientName: string;
  clientEmail: string;
  clientPhone?: string;
  date: string;
  time: string;
  startsAt?: Date;
  sessionType: string;
  location: string;
  notes?: string;
  totalAmountCents: number;
  status: BookingStatus;
  holdExpiresAt?: Date | null;
  paymentProvider?: 'embedded' | 'stripe' | 'admin' | 'seed';
  checkoutSessionId?: string;
  paymentReference?: string;
  confirmedAt?: Date;
  releasedAt?: Date;
}

const bookingSchema = new Schema<BookingRecord>(
  {
    _id: { type: String, default: newBookingId },
    instructorId: { type: String, required: true },
    instructorName: { type: String, required: true },
    instructorEmail: { type: String, required: true, lowercase: true, index: true },
    clientName: { type: String, required: true },
    clientEmail: { type: String, required: true, lowercase: true, index: true },
    clientPhone: String,
    date: { type: String, required: true },
    time: { type: String, required: true },
    startsAt: Date,
    sessionType: { type: String, required: true },
    location: { type: String, required: true },
    notes: String,
    totalAmountCents: { type: Number, required: true, min: 0 },
    status: { type: String, default: 'pending', index: true },
    holdExpiresAt: { type: Date, default: null },
    paymentProvider: String,
    checkoutSessionId: String,
    paymentReference: String,
    confirmedAt: Date,
    releasedAt: Date,
  },
  { collection: 'bookings', timestamps: true },
);
bookingSchema.index({ instructorId: 1, date: 1 });

export const bookingModel = (db: Connection) => db.model('Booking', bookingSchema);
