import { useInstructorBookings, useInstructorSlots } from '@wsms/api-client/booking';
import { hasEnded, type Booking } from '@wsms/contracts';
import { addDays, businessToday, formatCalendarDate, weekStart } from '@wsms/contracts/dates';
import { Button, Dialog, LoadError, Loading, useNow } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Actions, Muted, TabHead } from '../../components/layout';
import { useMediaQuery } from '../../lib/use-media-query';
import { BookingActions } from '../bookings/booking-actions';
import { BookingDialogs, type OpenDialog } from '../bookings/booking-dialogs';
import { BookingFacts, bookingWhen } from '../bookings/booking-summary';
import { CalendarFeed } from './calendar-feed';
import { DayColumn } from './day-column';
import { dayEntries, weekOf } from './week-days';

const Week = styled.div<{ $days: number }>`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(${({ $days }) => $days}, minmax(0, 1fr));
  margin-top: 12px;
`;

const short = (date: string) => formatCalendarDate(date, 'medium');

/** The instructor's week (a day on small screens) in America/New_York: slots, bookings, today marked. */
export function CalendarTab({ instructorId }: { instructorId: string }) {
  const slots = useInstructorSlots(instructorId);
  const narrow = useMediaQuery('(max-width: 700px)');
  const today = businessToday();
  const now = useNow();
  const [focus, setFocus] = useState(today);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenDialog>(null);
  const shownDays = narrow ? [focus] : weekOf(weekStart(focus));
  // Only the days on screen: a week holds far fewer sessions than a page's 200.
  const bookings = useInstructorBookings(instructorId, { range: { from: shownDays[0], to: shownDays[shownDays.length - 1], limit: 200 } });

  // Read from the list each time, so an action taken in the dialog shows at once.
  const details = bookings.data?.find((b) => b.id === detailsId) ?? null;
  const days = shownDays;
  const step = narrow ? 1 : 7;
  const unit = narrow ? 'day' : 'week';
  const title = narrow ? formatCalendarDate(focus) : `Week of ${short(days[0]!)} – ${short(days[6]!)}`;

  return (
    <section aria-labelledby="calendar-heading">
      <TabHead>
        <h2 id="calendar-heading">Calendar View</h2>
        <Actions>
          <Button size="sm" variant="outline" onClick={() => setFocus(addDays(focus, -step))}>Previous {unit}</Button>
          <Button size="sm" variant="outline" onClick={() => setFocus(today)}>Today</Button>
          <Button size="sm" variant="outline" onClick={() => setFocus(addDays(focus, step))}>Next {unit}</Button>
        </Actions>
      </TabHead>
      <p aria-live="polite" style={{ margin: 0, fontWeight: 600 }}>{title}</p>
      <Muted>Times are Eastern (America/New_York), where the gyms are.</Muted>
      {slots.isPending || bookings.isPending ? (
        <Loading text="Loading calendar..." />
      ) : slots.isError || bookings.isError ? (
        <LoadError message={(slots.error ?? bookings.error)?.message ?? ''} onRetry={() => Promise.all([slots.refetch(), bookings.refetch()])} />
      ) : (
        <Week $days={days.length} aria-label={title}>
          {days.map((date) => {
            const entries = dayEntries(date, slots.data, bookings.data);
            return <DayColumn key={date} date={date} today={today} slots={entries.slots} bookings={entries.bookings} onOpen={(b: Booking) => setDetailsId(b.id)} />;
          })}
        </Week>
      )}
      <CalendarFeed instructorId={instructorId} />
      {details && (
        <Dialog open onClose={() => setDetailsId(null)} title={`Session with ${details.clientName}`} description={bookingWhen(details)}>
          <BookingFacts booking={details} />
          <div style={{ marginTop: 16 }}>
            <BookingActions
              booking={details}
              upcoming={!hasEnded(details, now)}
              now={now}
              onOpen={(dialog) => {
                setOpen({ booking: details, dialog });
                setDetailsId(null);
              }}
            />
          </div>
        </Dialog>
      )}
      <BookingDialogs open={open} onClose={() => setOpen(null)} />
    </section>
  );
}
