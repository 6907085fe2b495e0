import type { Booking } from '@wsms/contracts';
import { formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import { bookingStatusLabel, locationLabel, sessionTypeLabel } from '@wsms/contracts/vocabulary';
import { Badge, Card, FactList as Facts } from '@wsms/ui';
import styled from 'styled-components';
import { CardTop as Top } from '../../components/card-parts';
import { NextSteps } from './next-steps';
import { SessionActions } from './session-actions';

const PlainStatus = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

/** Spec 4: a confirmed booking's status is a highlighted badge; any other status is plain text. */
export function SessionCard({ booking, upcoming, now, unread = 0 }: { booking: Booking; upcoming: boolean; now: Date; unread?: number }) {
  const date = booking.date ?? booking.sessionDate;
  return (
    <Card as="article" aria-label={`${formatCalendarDate(date)} at ${formatSessionTime(date, booking.time)}`}>
      <Top>
        <h3>{formatCalendarDate(date)}</h3>
        {booking.status === 'confirmed' ? <Badge $variant="success">confirmed</Badge> : <PlainStatus>{bookingStatusLabel(booking.status)}</PlainStatus>}
      </Top>
      <Facts>
        <dt>Time</dt>
        <dd>{formatSessionTime(date, booking.time)}</dd>
        <dt>Instructor</dt>
        <dd>{booking.instructorName}</dd>
        <dt>Location</dt>
        <dd>{locationLabel(booking.location)}</dd>
        <dt>Session</dt>
        <dd>{sessionTypeLabel(booking.sessionType ?? booking.serviceType)}</dd>
        {booking.cancelReason ? (
          <>
            <dt>Reason</dt>
            <dd>{booking.cancelReason}</dd>
          </>
        ) : null}
      </Facts>
      {booking.status === 'completed' && <NextSteps bookingId={booking.id} />}
      <SessionActions booking={booking} upcoming={upcoming} now={now} unread={unread} />
    </Card>
  );
}
