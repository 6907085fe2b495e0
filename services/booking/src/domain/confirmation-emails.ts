import { business, formatCents } from '@wsms/contracts';
import type { StoredBooking } from '../data-access/booking-repository';
import type { BookingDeps } from './booking-deps';
import { timeZone } from './business-time';
import { locationLabel, sessionTypeLabel } from './labels';

function details(b: StoredBooking) {
  return [
    `Session: ${sessionTypeLabel(b.sessionType)}`,
    `Instructor: ${b.instructorName}`,
    `Date: ${b.date} at ${b.time} (${timeZone})`,
    `Location: ${locationLabel(b.location)}`,
    `Amount: $${formatCents(b.totalAmountCents)}`,
    `Booking reference: ${b.id}`,
  ].join('\n');
}

/** One message to the client and one to the instructor; a mail failure never undoes a confirmation. */
export async function sendConfirmationEmails(deps: BookingDeps, b: StoredBooking) {
  const subject = `Booking Confirmed: ${sessionTypeLabel(b.sessionType)} on ${b.date} at ${b.time}`;
  const messages = [
    {
      to: b.clientEmail,
      kind: 'booking-confirmed-client',
      text: `Hi ${b.clientName},\n\nYour private session is confirmed.\n\n${details(b)}\n\nQuestions? Call ${business.phone} or write to ${business.email}.\n\n${business.name}`,
    },
    {
      to: b.instructorEmail,
      kind: 'booking-confirmed-instructor',
      text: `Hi ${b.instructorName},\n\nA private session has been booked with you.\n\nClient: ${b.clientName} <${b.clientEmail}>${b.clientPhone ? `, ${b.clientPhone}` : ''}\n${details(b)}${b.notes ? `\nSpecial requests: ${b.notes}` : ''}\n\n${business.name}`,
    },
  ];
  await Promise.all(
    messages.map((m) =>
      deps.mailer
        .send({ ...m, subject, bookingId: b.id })
        .catch((err: unknown) => deps.logger.error({ err, bookingId: b.id, kind: m.kind }, 'confirmation e-mail failed')),
    ),
  );
}
