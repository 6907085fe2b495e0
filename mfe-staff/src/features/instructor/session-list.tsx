import type { Booking } from '@wsms/contracts';
import { locationLabel, sessionTypeLabel } from '@wsms/contracts/vocabulary';
import { Card } from '@wsms/ui';
import styled from 'styled-components';
import { CardList, Muted } from '../../components/layout';
import { bookingWhen, StatusBadge } from '../bookings/booking-summary';

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  & h3 { margin: 0; font-size: 1.0625rem; }
  & p { margin: 4px 0 0; }
`;

/** A short list of sessions: who, when, what and where. */
export function SessionList({ label, bookings, empty }: { label: string; bookings: Booking[]; empty: string }) {
  if (bookings.length === 0) return <Muted>{empty}</Muted>;
  return (
    <CardList aria-label={label}>
      {bookings.map((b) => (
        <li key={b.id}>
          <Row as="article" aria-label={`${b.clientName}, ${b.date} ${b.time}`}>
            <div>
              <h3>{b.clientName}</h3>
              <p>{bookingWhen(b)} · {sessionTypeLabel(b.sessionType)} · {locationLabel(b.location)}</p>
            </div>
            <StatusBadge status={b.status} />
          </Row>
        </li>
      ))}
    </CardList>
  );
}
