import type { Booking } from '@wsms/contracts';
import { formatCalendarDate } from '@wsms/contracts/dates';
import { sessionTypeLabel } from '@wsms/contracts/vocabulary';
import { Badge } from '@wsms/ui';

const SHOWN = 5;

/** The first 5 bookings (service, date, time, client e-mail, status), then 'And N more sessions...'. */
export function RecentSessions({ bookings }: { bookings: Booking[] }) {
  if (bookings.length === 0) return <p>No sessions scheduled</p>;
  const rest = bookings.length - SHOWN;
  return (
    <>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        {bookings.slice(0, SHOWN).map((booking) => (
          <li key={booking.id}>
            <strong>{sessionTypeLabel(booking.serviceType || booking.sessionType)}</strong> · {formatCalendarDate(booking.date, 'medium')} at {booking.time} ·{' '}
            <span style={{ overflowWrap: 'anywhere' }}>{booking.clientEmail}</span>{' '}
            {booking.status === 'confirmed' ? <Badge $variant="accent">confirmed</Badge> : <Badge $variant="muted">{booking.status}</Badge>}
          </li>
        ))}
      </ul>
      {rest > 0 && <p style={{ marginBottom: 0 }}>And {rest} more sessions...</p>}
    </>
  );
}
