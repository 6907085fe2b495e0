import { useInstructorBookingPages, useUnreadMessages } from '@wsms/api-client/booking';
import type { Booking } from '@wsms/contracts';
import { Badge, Button, Card, CardDescription, CardTitle, Dialog, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardList, TabHead } from '../../components/layout';
import { bookingWhen } from '../bookings/booking-summary';
import { MessageThread } from './message-thread';

const PAGE = 5;

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  & h3 { margin: 0; font-size: 1.0625rem; }
  & p { margin: 4px 0 0; }
`;

/** Spec 2: confirmed bookings, newest 5 first (then more on demand), each opening its thread. */
export function MessagesTab({ instructorId }: { instructorId: string }) {
  const bookings = useInstructorBookingPages(instructorId);
  const unread = useUnreadMessages(instructorId);
  const [shown, setShown] = useState(PAGE);
  const [open, setOpen] = useState<Booking | null>(null);

  const confirmed = bookings.items
    .filter((b) => b.status === 'confirmed' || b.status === 'completed')
    .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
  const total = unread.data?.total ?? 0;
  // The list is paged by the service (newest session first): the next page is loaded when the shown ones run out.
  const showMore = () => {
    setShown((n) => n + PAGE);
    if (confirmed.length < shown + PAGE && bookings.hasMore) void bookings.loadMore();
  };

  return (
    <section aria-labelledby="messages-heading">
      <TabHead>
        <h2 id="messages-heading">Messages</h2>
        {total > 0 && <Badge $variant="accent">{total} unread</Badge>}
      </TabHead>
      {bookings.isPending ? (
        <Loading text="Loading bookings..." />
      ) : bookings.isError ? (
        <LoadError message={bookings.error?.message ?? 'Failed to fetch bookings'} onRetry={bookings.refetch} />
      ) : confirmed.length === 0 ? (
        <Card>
          <CardTitle as="h3">No confirmed bookings yet</CardTitle>
          <CardDescription>Each confirmed booking has a message thread with its client.</CardDescription>
        </Card>
      ) : (
        <>
          <CardList aria-label="Confirmed bookings">
            {confirmed.slice(0, shown).map((b) => {
              const count = unread.data?.byBooking[b.id] ?? 0;
              return (
                <li key={b.id}>
                  <Row>
                    <div>
                      <h3 id={`thread-${b.id}-client`}>{b.clientName}</h3>
                      <p id={`thread-${b.id}-when`}>{bookingWhen(b)}</p>
                    </div>
                    <div>
                      {count > 0 && <Badge $variant="accent">{count} new</Badge>}{' '}
                      <Button size="sm" onClick={() => setOpen(b)} aria-describedby={`thread-${b.id}-client thread-${b.id}-when`}>Open Messages</Button>
                    </div>
                  </Row>
                </li>
              );
            })}
          </CardList>
          {(confirmed.length > shown || bookings.hasMore) && (
            <p><Button variant="outline" disabled={bookings.isLoadingMore} onClick={showMore}>Show More</Button></p>
          )}
          {bookings.loadMoreError && <LoadError message={bookings.loadMoreError.message} onRetry={bookings.loadMore} />}
        </>
      )}
      {open && (
        <Dialog open onClose={() => setOpen(null)} title={`Messages with ${open.clientName}`} description={bookingWhen(open)}>
          <MessageThread bookingId={open.id} otherName={open.clientName} />
        </Dialog>
      )}
    </section>
  );
}
