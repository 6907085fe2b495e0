import { business, formatCents, formatSessionWhen } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { locationLabel, sessionTypeLabel } from '../shared/labels';
import { calendarLink, type CalendarLinkDeps } from '../shared/links';
import { queueEmail, type QueueEmailDeps } from './queue-email';

/** What every e-mail about a session needs: the queue, and the links it carries. */
export interface SessionEmailDeps extends QueueEmailDeps, CalendarLinkDeps {
  /** The cancellation policy every confirmation and reminder e-mail states (CANCELLATION_POLICY_TEXT or the default). */
  cancellationPolicy: string;
}

/** 'Add it to your calendar: <link>' (the .ics file). */
export const calendarLine = (deps: CalendarLinkDeps, b: StoredBooking) => `\n\nAdd it to your calendar: ${calendarLink(deps, b)}`;

/** The facts every e-mail about a session repeats. */
export function sessionDetails(b: StoredBooking) {
  return [
    `Session: ${sessionTypeLabel(b.sessionType)}`,
    `Instructor: ${b.instructorName}`,
    `Date: ${formatSessionWhen(b.date, b.time)}`,
    `Location: ${locationLabel(b.location)}`,
    b.paymentMethod === 'credit'
      ? 'Paid with: one package credit'
      : `Amount: $${formatCents(b.totalAmountCents)}${b.paymentMethod === 'at_gym' ? ' (paid at the session)' : ''}`,
    `Booking reference: ${b.id}`,
  ].join('\n');
}

/**
 * One message to the client and one to the instructor, with ids fixed per booking: queueing them
 * again (a retried or recovered confirmation) never sends a second copy.
 */
export async function queueConfirmationEmails(deps: SessionEmailDeps, b: StoredBooking) {
  const subject = `Booking Confirmed: ${sessionTypeLabel(b.sessionType)} on ${b.date} at ${b.time}`;
  await queueEmail(deps, {
    id: `${b.id}:booking-confirmed-client`,
    to: b.clientEmail,
    kind: 'booking-confirmed-client',
    bookingId: b.id,
    subject,
    text: `Hi ${b.clientName},\n\nYour private session is confirmed.\n\n${sessionDetails(b)}${calendarLine(deps, b)}\n\n${deps.cancellationPolicy}\n\nQuestions? Call ${business.phone} or write to ${business.email}.\n\n${business.name}`,
  });
  await queueEmail(deps, {
    id: `${b.id}:booking-confirmed-instructor`,
    to: b.instructorEmail,
    kind: 'booking-confirmed-instructor',
    bookingId: b.id,
    subject,
    text: `Hi ${b.instructorName},\n\nA private session has been booked with you.\n\nClient: ${b.clientName} <${b.clientEmail}>${b.clientPhone ? `, ${b.clientPhone}` : ''}\n${sessionDetails(b)}${b.notes ? `\nSpecial requests: ${b.notes}` : ''}\n\n${business.name}`,
  });
}
