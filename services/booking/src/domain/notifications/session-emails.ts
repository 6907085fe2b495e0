import { business, formatCents, formatSessionWhen, type SessionMessage } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import type { ChangeRecord } from '../../data-access/changes/change-model';
import { sessionTypeLabel } from '../shared/labels';
import { portalSessionsLink, rebookLink, staffMessagesLink, type LinkDeps } from '../shared/links';
import { calendarLine, sessionDetails, type SessionEmailDeps } from './confirmation-emails';
import { queueEmail, type QueueEmailDeps } from './queue-email';

const signOff = `Questions? Call ${business.phone} or write to ${business.email}.\n\n${business.name}`;

function refundLine(b: StoredBooking) {
  if (b.paymentMethod !== 'stripe' || b.paymentStatus !== 'paid') return '';
  const amount = `$${formatCents(b.totalAmountCents)}`;
  return b.refundStatus === 'refunded'
    ? `\n\nYour payment of ${amount} has been refunded to your card; banks usually show it within 5-10 business days.`
    : `\n\nYour refund of ${amount} is being processed; we will contact you if anything is needed.`;
}

/** The other side hears of a cancellation; the client always does (with the reason and any refund). */
export async function queueCancellationEmails(deps: SessionEmailDeps, b: StoredBooking, change: ChangeRecord) {
  const subject = `Session Cancelled: ${sessionTypeLabel(b.sessionType)} on ${formatSessionWhen(b.date, b.time)}`;
  const reason = change.reason ? `\nReason: ${change.reason}` : '';
  const who = change.by === 'client' ? 'as you asked' : `by ${change.by === 'admin' ? 'the gym' : b.instructorName}`;
  await queueEmail(deps, {
    id: `${change._id}:cancelled-client`,
    to: b.clientEmail,
    kind: 'booking-cancelled-client',
    bookingId: b.id,
    subject,
    text: `Hi ${b.clientName},\n\nYour private session has been cancelled ${who}.${reason}\n\n${sessionDetails(b)}${refundLine(b)}\n\nBook another time: ${rebookLink(deps, b.instructorId)}\n\n${signOff}`,
  });
  if (change.by !== 'instructor') {
    await queueEmail(deps, {
      id: `${change._id}:cancelled-instructor`,
      to: b.instructorEmail,
      kind: 'booking-cancelled-instructor',
      bookingId: b.id,
      subject,
      text: `Hi ${b.instructorName},\n\n${change.by === 'client' ? `${b.clientName} has cancelled` : 'The gym has cancelled'} this session; the time is free again.${reason}\n\n${sessionDetails(b)}\n\n${business.name}`,
    });
  }
}

/** Both sides hear of the new time; the client's e-mail carries the updated calendar file. */
export async function queueRescheduleEmails(deps: SessionEmailDeps, b: StoredBooking, change: ChangeRecord) {
  const subject = `Session Moved: ${sessionTypeLabel(b.sessionType)} now on ${formatSessionWhen(b.date, b.time)}`;
  const was = `It was on ${formatSessionWhen(change.previousDate ?? '', change.previousTime ?? '')}.`;
  await queueEmail(deps, {
    id: `${change._id}:rescheduled-client`,
    to: b.clientEmail,
    kind: 'booking-rescheduled-client',
    bookingId: b.id,
    subject,
    text: `Hi ${b.clientName},\n\nYour private session has moved. ${was}\n\n${sessionDetails(b)}${calendarLine(deps, b)}\n\n${signOff}`,
  });
  await queueEmail(deps, {
    id: `${change._id}:rescheduled-instructor`,
    to: b.instructorEmail,
    kind: 'booking-rescheduled-instructor',
    bookingId: b.id,
    subject,
    text: `Hi ${b.instructorName},\n\n${b.clientName} <${b.clientEmail}> has moved their session. ${was}\n\n${sessionDetails(b)}\n\n${business.name}`,
  });
}

/** A message e-mailed to the other side of the booking, with where to answer it. */
export async function queueMessageEmail(deps: QueueEmailDeps & LinkDeps, b: StoredBooking, m: SessionMessage) {
  const toClient = m.isFromInstructor;
  const answer = `\n\nReply here: ${toClient ? portalSessionsLink(deps) : staffMessagesLink(deps)}`;
  await queueEmail(deps, {
    id: `${m.id}:message`,
    to: toClient ? b.clientEmail : b.instructorEmail,
    kind: toClient ? 'session-message-client' : 'session-message-instructor',
    bookingId: b.id,
    subject: `New message from ${toClient ? b.instructorName : b.clientName} about your session on ${b.date}`,
    text: `Hi ${toClient ? b.clientName : b.instructorName},\n\n${toClient ? b.instructorName : b.clientName} wrote about the session on ${formatSessionWhen(b.date, b.time)}:\n\n${m.message}${answer}\n\n${business.name}`,
  });
}

/** The day-before reminder; one per revision of the booking (a moved session is reminded again). */
export async function queueReminderEmail(deps: SessionEmailDeps, b: StoredBooking) {
  const revision = b.revision ?? 0;
  await queueEmail(deps, {
    id: `${b.id}:reminder:${revision}`,
    to: b.clientEmail,
    kind: 'booking-reminder',
    bookingId: b.id,
    subject: `Reminder: ${sessionTypeLabel(b.sessionType)} on ${formatSessionWhen(b.date, b.time)}`,
    text: `Hi ${b.clientName},\n\nA reminder of your private session:\n\n${sessionDetails(b)}${calendarLine(deps, b)}\n\n${deps.cancellationPolicy}\n\nNeed to change it? Please contact the gym.\n\n${signOff}`,
  });
}
