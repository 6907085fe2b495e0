import type { CheckoutSummary } from '@wsms/contracts';
import { formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import { locationLabel } from '@wsms/contracts/vocabulary';
import styled from 'styled-components';
import { formatMoney } from '../lib/format';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  text-align: left;
  & dt { font-weight: 600; }
  & dd { margin: 0; }
`;

/** Instructor, date, time with its zone, location, session type and amount of one booking. */
export function BookingDetails({ summary, label = 'Booking details' }: { summary: CheckoutSummary; label?: string }) {
  return (
    <List aria-label={label}>
      <dt>Instructor</dt>
      <dd>{summary.instructorName}</dd>
      <dt>Date</dt>
      <dd>{formatCalendarDate(summary.date)}</dd>
      <dt>Time</dt>
      <dd>{formatSessionTime(summary.date, summary.time)}</dd>
      <dt>Location</dt>
      <dd>{locationLabel(summary.location)}</dd>
      <dt>Session</dt>
      <dd>{summary.sessionTypeLabel}</dd>
      <dt>Amount</dt>
      <dd>
        {summary.paymentMethod === 'credit'
          ? 'Paid with one package credit'
          : summary.paymentMethod === 'at_gym'
            ? `${formatMoney(summary.totalAmount)}, paid at the session`
            : formatMoney(summary.totalAmount)}
      </dd>
    </List>
  );
}
