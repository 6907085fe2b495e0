import { business, businessTimeZone, formatBusinessInstant, formatCents, formatSessionWhen } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { queueEmail, type QueueEmailDeps } from '../notifications/queue-email';
import { locationLabel, sessionTypeLabel } from '../shared/labels';
import { checkoutLink, type LinkDeps } from '../shared/links';

/** The link that lets whoever reads the booking's mailbox confirm it (pay-at-the-gym bookings). */
export const confirmLinkEmailId = (bookingId: string) => `${bookingId}:booking-confirm-link`;

export async function queueConfirmLinkEmail(deps: QueueEmailDeps & LinkDeps, b: StoredBooking, confirmKey: string) {
  const link = checkoutLink(deps, b.id, confirmKey);
  await queueEmail(deps, {
    id: confirmLinkEmailId(b.id),
    to: b.clientEmail,
    kind: 'booking-confirm-link',
    bookingId: b.id,
    subject: `Please confirm your private session on ${b.date} at ${b.time}`,
    text: [
      `Hi ${b.clientName},`,
      '',
      'Please confirm the private session you asked for:',
      '',
      `Session: ${sessionTypeLabel(b.sessionType)}`,
      `Instructor: ${b.instructorName}`,
      `Date: ${formatSessionWhen(b.date, b.time)}`,
      `Location: ${locationLabel(b.location)}`,
      `Amount: $${formatCents(b.totalAmountCents)}, paid at the session`,
      '',
      `Confirm your booking: ${link}`,
      '',
      `We hold this time for you until ${formatBusinessInstant(b.holdExpiresAt ?? new Date(), 'timeOnDate')} (${businessTimeZone}); unconfirmed, it is released then.`,
      'If you did not ask for this booking, ignore this e-mail and nothing is booked.',
      '',
      business.name,
    ].join('\n'),
  });
}
