import { bookingListKey, type StoredBooking } from '../../data-access/shared/booking-repository';
import type { ExportDayRecord, ExportRowRecord } from '../../data-access/reports/report-export-row-model';
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

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line's fields, without its line break. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]) => fields.map(csvField).join(',');

/** The business day a sessions-export row belongs to (its key starts with the session's date). */
export const exportRowDay = (row: Pick<ExportRowRecord, 'listKey'>) => row.listKey.slice(0, 10);

/** A day of the sessions export from that day's rows in session order (the same rows give the same document). */
export function buildExportDay(day: string, rows: readonly ExportRowRecord[]): ExportDayRecord {
  return { _id: day, rows: rows.map((row) => ({ instructorId: row.instructorId, location: row.location, line: csvLine(row.fields) })) };
}
