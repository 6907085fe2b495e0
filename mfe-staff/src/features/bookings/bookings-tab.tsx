import { useBookings, useInstructorBookings } from '@wsms/api-client/booking';
import { bookingStatuses, hasEnded, type Booking } from '@wsms/contracts';
import { bookingStatusLabel } from '@wsms/contracts/vocabulary';
import { Card, Field, LoadError, Loading, Select, useNow } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardList, Muted, TabHead } from '../../components/layout';
import { BookingActions } from './booking-actions';
import { BookingDialogs, type OpenDialog } from './booking-dialogs';
import { BookingFacts, StatusBadge } from './booking-summary';
import { PendingPurchases } from './pending-purchases';

const BookingCard = styled(Card)`
  display: grid;
  gap: 12px;
  & header { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; align-items: center; }
  & h4 { margin: 0; font-size: 1.0625rem; }
`;

const Group = styled.section`
  margin-top: 24px;
  & > h3 { margin: 0 0 12px; }
`;

const FilterBox = styled.div`
  min-width: 200px;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: end;
`;

const AllToggle = styled.label`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  & input { width: 18px; height: 18px; }
`;

const when = (b: Booking) => `${b.date} ${b.time}`;

/**
 * Bookings, upcoming (soonest first) and past (latest first: its end time has passed), filtered by status: staff see their
 * instructor's; an admin sees every instructor's (spec section 6, GET /api/bookings answers all to
 * admins) and may narrow it to the acting instructor's.
 */
export function BookingsTab({ instructorId, allowAll = false }: { instructorId: string; allowAll?: boolean }) {
  const [everyone, setEveryone] = useState(allowAll);
  const showAll = allowAll && everyone;
  const own = useInstructorBookings(instructorId);
  const all = useBookings({}, { enabled: showAll });
  const bookings = showAll ? all : own;
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<OpenDialog>(null);
  const now = useNow();

  const list = (bookings.data ?? []).filter((b) => !status || b.status === status);
  const upcoming = list.filter((b) => !hasEnded(b, now)).sort((a, b) => when(a).localeCompare(when(b)));
  const past = list.filter((b) => hasEnded(b, now)).sort((a, b) => when(b).localeCompare(when(a)));

  const group = (title: string, items: Booking[], isUpcoming: boolean) => (
    <Group aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <Muted>No {title.toLowerCase()} bookings{status ? ` with status ${bookingStatusLabel(status)}` : ''}.</Muted>
      ) : (
        <CardList aria-label={`${title} bookings`}>
          {items.map((b) => (
            <li key={b.id}>
              <BookingCard as="article" aria-label={`${b.clientName}, ${b.date} ${b.time}${showAll ? `, with ${b.instructorName}` : ''}`}>
                <header>
                  <h4>{b.clientName}{showAll ? ` with ${b.instructorName}` : ''}</h4>
                  <StatusBadge status={b.status} />
                </header>
                <BookingFacts booking={b} />
                <BookingActions booking={b} upcoming={isUpcoming} now={now} onOpen={(dialog) => setOpen({ booking: b, dialog })} />
              </BookingCard>
            </li>
          ))}
        </CardList>
      )}
    </Group>
  );

  return (
    <section aria-labelledby="bookings-heading">
      <TabHead>
        <h2 id="bookings-heading">Bookings</h2>
        <Filters>
        {allowAll && (
          <AllToggle>
            <input type="checkbox" checked={everyone} onChange={(e) => setEveryone(e.target.checked)} />
            All instructors
          </AllToggle>
        )}
        <FilterBox>
          <Field label="Status">
            {(control) => (
              <Select {...control} value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">All statuses</option>
                {bookingStatuses.map((s) => <option key={s} value={s}>{bookingStatusLabel(s)}</option>)}
              </Select>
            )}
          </Field>
        </FilterBox>
        </Filters>
      </TabHead>
      {bookings.isPending ? (
        <Loading text="Loading bookings..." />
      ) : bookings.isError ? (
        <LoadError message={bookings.error.message} onRetry={bookings.refetch} />
      ) : (
        <>
          {group('Upcoming', upcoming, true)}
          {group('Past', past, false)}
        </>
      )}
      <PendingPurchases />
      <BookingDialogs open={open} onClose={() => setOpen(null)} />
    </section>
  );
}
