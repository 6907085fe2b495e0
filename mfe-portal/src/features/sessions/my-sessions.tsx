import { useCurrentUser } from '@wsms/api-client';
import { useBookingPages, useUnreadMessages } from '@wsms/api-client/booking';
import { hasEnded, type Booking } from '@wsms/contracts';
import { Button, Card, CardDescription, CardTitle, LoadError, LoadMore, Loading, useNow } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '../../components/card-grid';
import { SessionCard } from './session-card';

const Group = styled.section`
  & + & { margin-top: 32px; }
  & > h2 { margin: 0 0 12px; font-size: 1.25rem; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const at = (b: Booking) => `${b.date ?? b.sessionDate} ${b.time}`;
/** A session that will not take place: it is never listed under Upcoming. */
const calledOff = (b: Booking) => b.status === 'cancelled' || b.status === 'expired';

/**
 * The signed-in client's bookings (spec 7: GET /api/bookings?clientEmail=), upcoming and past apart:
 * past once the session's end time has passed, whatever its status (each card shows the status);
 * a cancelled (or expired) session still ahead is listed apart under Cancelled, never under Upcoming.
 * Paged by the service, newest session first (upcoming ones come on the first page): Load more for older ones.
 */
export function MySessions() {
  const { data: user } = useCurrentUser();
  const bookings = useBookingPages({ clientEmail: user?.email }, { enabled: Boolean(user?.email) });
  const unread = useUnreadMessages(undefined, { enabled: Boolean(user?.email) });
  const now = useNow();

  if (bookings.isPending) return <Loading text="Loading sessions..." />;
  if (bookings.isError) return <LoadError message={bookings.error?.message ?? 'Failed to fetch bookings'} onRetry={bookings.refetch} />;
  if (bookings.items.length === 0) {
    return (
      <Card>
        <CardTitle as="h2">No sessions booked yet</CardTitle>
        <CardDescription>Book a private one-on-one session with one of our instructors.</CardDescription>
        <div>
          <Button as={Link} to="/private-classes">Book a Private Session</Button>
        </div>
      </Card>
    );
  }
  const ahead = bookings.items.filter((b) => !hasEnded(b, now));
  const upcoming = ahead.filter((b) => !calledOff(b)).sort((a, b) => at(a).localeCompare(at(b)));
  const cancelled = ahead.filter(calledOff).sort((a, b) => at(a).localeCompare(at(b)));
  const past = bookings.items.filter((b) => !ahead.includes(b)).sort((a, b) => at(b).localeCompare(at(a)));
  const group = (title: string, items: Booking[], isUpcoming: boolean) => (
    <Group aria-labelledby={`${title}-sessions`.toLowerCase()}>
      <h2 id={`${title}-sessions`.toLowerCase()}>{title}</h2>
      {items.length === 0 ? (
        <Muted>No {title.toLowerCase()} sessions.</Muted>
      ) : (
        <CardGrid aria-label={`${title} sessions`}>
          {items.map((booking) => (
            <li key={booking.id}>
              <SessionCard booking={booking} upcoming={isUpcoming} now={now} unread={unread.data?.byBooking[booking.id] ?? 0} />
            </li>
          ))}
        </CardGrid>
      )}
    </Group>
  );
  return (
    <>
      {group('Upcoming', upcoming, true)}
      {cancelled.length > 0 && group('Cancelled', cancelled, false)}
      {group('Past', past, false)}
      <LoadMore shown={bookings.items.length} noun="sessions" hasMore={bookings.hasMore} loadMore={bookings.loadMore} isLoadingMore={bookings.isLoadingMore} error={bookings.loadMoreError} />
    </>
  );
}
