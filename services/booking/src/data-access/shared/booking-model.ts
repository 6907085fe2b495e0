import { randomBytes } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { BookingStatus, PaymentMethod, PaymentStatus } from '@wsms/contracts';
import type { Timestamps } from '@wsms/service-kit';

/** Random ids (not ObjectIds) so nothing can be learnt from them; the key hashes below unlock a booking. */
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
  /** Start time; a session longer than an hour also holds the seats of `seatTimes` after it. */
  time: string;
  seatTimes?: string[];
  startsAt?: Date;
  sessionType: string;
  location: string;
  notes?: string;
  totalAmountCents: number;
  status: BookingStatus;
  holdExpiresAt?: Date | null;
  paymentProvider?: 'embedded' | 'stripe' | 'admin' | 'seed' | 'credit';
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  paidAt?: Date;
  checkoutSessionId?: string;
  paymentReference?: string;
  confirmedAt?: Date;
  releasedAt?: Date;
  /** SHA-256 of the checkout link's key (view, cancel) and of the e-mailed key (also confirm); never the keys. */
  viewKeyHash?: string;
  confirmKeyHash?: string;
  /** The confirm key went to the booking's address (not when its verified owner booked signed in). */
  confirmLinkMailed?: boolean;
  /** Who asked for the hold, for the per-address hold limit. */
  clientAddress?: string;
  /**
   * Changes after confirmation (cancel, reschedule, status) each claim `<id>#<revision>` in
   * booking_changes by insert, so two changes of one revision can never both apply.
   */
  revision?: number;
  /** Id prefix of the seat rows the booking owns (seatIds); its own id until it is rescheduled. */
  seatKey?: string;
  cancelReason?: string;
  cancelledBy?: 'client' | 'instructor' | 'admin';
  cancelledAt?: Date;
  completedAt?: Date;
  rescheduledAt?: Date;
  refundStatus?: 'pending' | 'refunded' | 'failed';
  refundReference?: string;
  /** When the refund went through (revenue counts it on that business day). */
  refundedAt?: Date;
  /** Paid with a package credit: the credit, and whether it is spent on it, forfeited or returned (the redemptions decide). */
  creditId?: string;
  creditStatus?: 'spent' | 'forfeited' | 'returned';
  /**
   * Cancelled by its client after the cut-off: the cancellation policy's answer, written by every
   * cancel (true or false). Bookings cancelled before that lack it; `lateCancellationOf` answers for them.
   */
  lateCancellation?: boolean;
  /** The revision whose reminder has been queued (a rescheduled session gets a reminder again). */
  reminderRevision?: number;
  /** `<date>T<time>|<id>`: the bookings lists' order, newest session first, and their page position. */
  listKey?: string;
}

const bookingSchema = new Schema<BookingRecord & Timestamps>(
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
    seatTimes: { type: [String], default: undefined },
    startsAt: Date,
    sessionType: { type: String, required: true },
    location: { type: String, required: true },
    notes: String,
    totalAmountCents: { type: Number, required: true, min: 0 },
    status: { type: String, default: 'pending', index: true },
    holdExpiresAt: { type: Date, default: null },
    paymentProvider: String,
    paymentMethod: String,
    paymentStatus: String,
    paidAt: Date,
    checkoutSessionId: String,
    paymentReference: String,
    confirmedAt: Date,
    releasedAt: Date,
    viewKeyHash: String,
    confirmKeyHash: String,
    confirmLinkMailed: Boolean,
    clientAddress: String,
    revision: Number,
    seatKey: String,
    cancelReason: String,
    cancelledBy: String,
    cancelledAt: Date,
    completedAt: Date,
    rescheduledAt: Date,
    refundStatus: String,
    refundReference: String,
    refundedAt: Date,
    reminderRevision: Number,
    listKey: String,
    creditId: String,
    creditStatus: String,
    lateCancellation: Boolean,
  },
  { collection: 'bookings', timestamps: true },
);
bookingSchema.index({ instructorId: 1, date: 1 });
// One index per filter the lists offer, each ending in the list key, so a page is one index walk.
bookingSchema.index({ listKey: -1 });
bookingSchema.index({ status: 1, listKey: -1 });
bookingSchema.index({ instructorId: 1, listKey: -1 });
bookingSchema.index({ instructorId: 1, status: 1, listKey: -1 });
bookingSchema.index({ instructorEmail: 1, listKey: -1 });
bookingSchema.index({ instructorEmail: 1, status: 1, listKey: -1 });
bookingSchema.index({ clientEmail: 1, listKey: -1 });
bookingSchema.index({ location: 1, listKey: -1 });

export const bookingModel = (db: Connection) => db.model('Booking', bookingSchema);
