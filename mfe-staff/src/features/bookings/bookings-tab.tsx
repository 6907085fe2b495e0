import { useBookingPages, useInstructorBookingPages, type BookingListFilters } from '@wsms/api-client/booking';
import { bookingStatuses, hasEnded, type Booking } from '@wsms/contracts';
import { addDays, businessToday } from '@wsms/contracts/dates';
import { bookingStatusLabel } from '@wsms/contracts/vocabulary';
import { Card, Field, LoadError, LoadMore, Loading, SearchBox, Select, useNow, useUrlFilter } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardList, Muted, TabHead } from '../../components/layout';
import { BookingActions } from './booking-actions';
import { BookingDialogs, type OpenDialog } from './booking-dialogs';
import { BookingFacts, StatusBadge } from './booking-summary';
import { PendingPurchases } from './pending-purchases';
import { WaitlistSection } from './waitlist-section';

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
/** Ended without being booked for good: not upcoming, and nothing is owed on it. */
const calledOff = (b: Booking) => b.status === 'cancelled' || b.status === 'expired';

/** The list of one part (upcoming or past): the instructor's, or every instructor's for an admin who asks. */
function useBookingList(instructorId: string, everyone: boolean, filters: BookingListFilters) {
  const own = useInstructorBookingPages(instructorId, filters, { enabled: !everyone });
  const all = useBookingPages(filters, { enabled: everyone });
  return everyone ? all : own;
}

/**
 * Bookings, upcoming (soonest first), cancelled (upcoming dates called off: cancelled or expired holds) and past
 * (latest first: its end time has passed), filtered by status: staff see their
 * instructor's; an admin sees every instructor's (spec section 6, GET /api/bookings answers all to
 * admins) and may narrow it to the acting instructor's, and searched by the client's name or e-mail.
 * Each part is paged (upcoming soonest first, past newest first, from the service; Load more for the next page),
 * and the filters are kept in the URL.
 */
export function BookingsTab({ instructorId, allowAll = false }: { instructorId: string; allowAll?: boolean }) {
  const [mine, setMine] = useUrlFilter('mine');
  const everyone = allowAll && mine !== '1';
  const showAll = everyone;
  const [asked, setStatus] = useUrlFilter('status');
  const status = (bookingStatuses as readonly string[]).includes(asked) ? asked : '';
  const [q] = useUrlFilter('q');
  const search = q ? { q } : {};
  const [open, setOpen] = useState<OpenDialog>(null);
  const now = useNow();
  const today = businessToday(now);
  // Sessions from today on (ended ones of today move to Past), and those before today, paged apart.
  const soon = useBookingList(instructorId, everyone, { status, ...search, from: today, order: 'oldest-first' });
  const before = useBookingList(instructorId, everyone, { status, ...search, to: addDays(today, -1) });
  const bookings = soon.isError ? soon : before;

  const ahead = soon.items.filter((b) => !hasEnded(b, now)).sort((a, b) => when(a).localeCompare(when(b)));
  const upcoming = ahead.filter((b) => !calledOff(b));
  const cancelled = ahead.filter(calledOff);
  const past = [...soon.items.filter((b) => hasEnded(b, now)).sort((a, b) => when(b).localeCompare(when(a))), ...before.items];

  const group = (title: string, items: Booking[], isUpcoming: boolean, list: ReturnType<typeof useBookingList> | null) => (
    <Group aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <Muted>No {title.toLowerCase()} bookings{q ? ` match “${q}”` : ''}{status ? ` with status ${bookingStatusLabel(status)}` : ''}.</Muted>
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
      {list && <LoadMore shown={items.length} noun={`${title.toLowerCase()} bookings`} hasMore={list.hasMore} loadMore={list.loadMore} isLoadingMore={list.isLoadingMore} error={list.loadMoreError} />}
    </Group>
  );

  return (
    <section aria-labelledby="bookings-heading">
      <TabHead>
        <h2 id="bookings-heading">Bookings</h2>
        <Filters>
        {allowAll && (
          <AllToggle>
            <input type="checkbox" checked={everyone} onChange={(e) => setMine(e.target.checked ? '' : '1')} />
            All instructors
          </AllToggle>
        )}
        <FilterBox>
          <SearchBox label="Search by client name or e-mail" hint="A first or last name, a whole name or an e-mail" />
        </FilterBox>
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
      {soon.isPending || before.isPending ? (
        <Loading text="Loading bookings..." />
      ) : soon.isError || before.isError ? (
        <LoadError message={bookings.error?.message ?? 'Failed to fetch bookings'} onRetry={() => void Promise.all([soon.refetch(), before.refetch()])} />
      ) : (
        <>
          {group('Upcoming', upcoming, true, soon)}
          {cancelled.length > 0 && group('Cancelled', cancelled, false, null)}
          {group('Past', past, false, before)}
        </>
      )}
      <WaitlistSection instructorId={instructorId} />
      <PendingPurchases />
      <BookingDialogs open={open} onClose={() => setOpen(null)} />
    </section>
  );
}
