import type { Booking } from '@wsms/contracts';
import { formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import { bookingStatusLabel, locationLabel, sessionTypeLabel } from '@wsms/contracts/vocabulary';
import { Badge, FactList } from '@wsms/ui';
import styled from 'styled-components';
import { RecordStatusFact } from '../clinical/record-status';

const PlainStatus = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

export const bookingWhen = (b: Booking) => `${formatCalendarDate(b.date, 'weekdayShortYear')}, ${formatSessionTime(b.date, b.time)}`;

/** Spec 4: confirmed is a highlighted badge, any other status plain text. */
export function StatusBadge({ status }: { status: Booking['status'] }) {
  return status === 'confirmed' ? <Badge $variant="success">confirmed</Badge> : <PlainStatus>{bookingStatusLabel(status)}</PlainStatus>;
}

const creditText: Record<NonNullable<Booking['creditStatus']>, string> = { spent: 'used', forfeited: 'forfeited', returned: 'returned' };

export const paymentText = (b: Booking) =>
  b.paymentMethod === 'credit'
    ? `Package credit${b.creditStatus ? `, ${creditText[b.creditStatus]}` : ''}${b.lateCancellation ? ' (late cancellation)' : ''}`
    : b.paymentMethod === 'at_gym'
      ? `At the gym, ${b.paymentStatus === 'paid' ? 'paid' : b.paymentStatus === 'none' ? 'nothing due' : 'due'}`
      : `Online (Stripe)${b.refundStatus ? `, refund ${b.refundStatus}` : ''}`;

/** The facts of one booking, as the Bookings tab and the calendar show them. */
export function BookingFacts({ booking }: { booking: Booking }) {
  return (
    <FactList>
      <dt>When</dt>
      <dd>{bookingWhen(booking)}</dd>
      <dt>Client</dt>
      <dd>{booking.clientName} ({booking.clientEmail}){booking.clientPhone ? `, ${booking.clientPhone}` : ''}</dd>
      <dt>Session</dt>
      <dd>{sessionTypeLabel(booking.sessionType)}</dd>
      <dt>Location</dt>
      <dd>{locationLabel(booking.location)}</dd>
      <dt>Payment</dt>
      <dd>${booking.totalAmount}, {paymentText(booking)}</dd>
      {booking.notes ? (<><dt>Requests</dt><dd>{booking.notes}</dd></>) : null}
      {booking.cancelReason ? (<><dt>Cancelled</dt><dd>{booking.cancelReason}</dd></>) : null}
      <RecordStatusFact booking={booking} />
    </FactList>
  );
}
