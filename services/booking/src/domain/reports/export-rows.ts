import { bookingListKey, type StoredBooking } from '../../data-access/booking-repository';
import type { ExportRowRecord } from '../../data-access/report-export-row-model';
import { businessDayOf, wasBooked } from './report-facts';

export const sessionExportColumns = ['booking_id', 'session_date', 'time', 'location', 'instructor_id', 'instructor', 'session_type', 'status', 'client_email', 'amount_cents', 'payment_status', 'paid_on', 'refund_status'] as const;

/** A booking's row in the sessions export; null for a hold never confirmed (the export leaves it out). */
export function sessionExportRow(b: StoredBooking): ExportRowRecord | null {
  if (!wasBooked(b)) return null;
  return {
    _id: b.id,
    listKey: bookingListKey(b.date, b.time, b.id),
    instructorId: b.instructorId,
    location: b.location,
    fields: [b.id, b.date, b.time, b.location, b.instructorId, b.instructorName, b.sessionType, b.status, b.clientEmail, b.totalAmountCents, b.paymentStatus ?? '', b.paidAt ? businessDayOf(b.paidAt) : '', b.refundStatus ?? ''],
  };
}
