import { useInstructorWaitlist } from '@wsms/api-client/booking';
import type { InstructorWaitlistEntry } from '@wsms/contracts';
import { businessToday, formatBusinessInstant, formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import { locationLabel, sessionTypeLabel } from '@wsms/contracts/vocabulary';
import { Badge, Card, Field, Input, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardList, Muted } from '../../components/layout';

const Section = styled.section`
  margin-top: 32px;
  & > header { display: flex; flex-wrap: wrap; gap: 16px; align-items: end; justify-content: space-between; margin-bottom: 12px; }
  & h3 { margin: 0; }
`;

const EntryCard = styled(Card)`
  display: grid;
  gap: 6px;
  & header { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; align-items: center; }
  & h4 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  & p { margin: 0; overflow-wrap: anywhere; }
`;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
};

/** The entry's offer state as staff read it: waiting (and where in line), offered until when, claimed, expired, left. */
export function offerState(entry: InstructorWaitlistEntry): string {
  switch (entry.status) {
    case 'waiting':
      return entry.position ? `Waiting, ${ordinal(entry.position)} in line` : 'Waiting';
    case 'offered':
      return entry.offer
        ? `Offered ${formatSessionTime(entry.sessionDate, entry.offer.time)} until ${formatBusinessInstant(entry.offer.expiresAt, 'dayMonthTime')}`
        : 'Offered';
    case 'booked':
      return 'Claimed: booked';
    case 'expired':
      return 'Expired';
    case 'left':
      return 'Left the waitlist';
  }
}

/**
 * Bookings' Waitlist: who waits for which times of one day of the acting instructor (GET
 * /api/instructor/waitlist, in order of joining), with each entry's offer state. Today by default;
 * the day is chosen with the date field.
 */
export function WaitlistSection({ instructorId }: { instructorId: string }) {
  const [date, setDate] = useState(() => businessToday());
  const waitlist = useInstructorWaitlist(date, instructorId);
  const day = formatCalendarDate(date, 'weekdayShortYear');

  return (
    <Section aria-labelledby="waitlist-heading">
      <header>
        <h3 id="waitlist-heading">Waitlist</h3>
        <Field label="Waitlist day">
          {(control) => <Input {...control} type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />}
        </Field>
      </header>
      {waitlist.isPending ? (
        <Loading text="Loading the waitlist..." />
      ) : waitlist.isError ? (
        <LoadError message={waitlist.error.message} onRetry={waitlist.refetch} />
      ) : waitlist.data.length === 0 ? (
        <Muted>No one is on the waitlist for {day}.</Muted>
      ) : (
        <CardList aria-label={`Waitlist for ${day}`}>
          {waitlist.data.map((entry) => (
            <li key={entry.id}>
              <EntryCard as="article" aria-label={`${entry.clientName}, ${offerState(entry)}`}>
                <header>
                  <h4>{entry.clientName} ({entry.clientEmail})</h4>
                  {entry.status === 'offered' ? <Badge $variant="accent">{offerState(entry)}</Badge> : <Muted as="span">{offerState(entry)}</Muted>}
                </header>
                <p>Waits for {entry.times.map((t) => formatSessionTime(entry.sessionDate, t)).join(', ')}</p>
                <p>{sessionTypeLabel(entry.sessionType)}, {locationLabel(entry.location)}</p>
              </EntryCard>
            </li>
          ))}
        </CardList>
      )}
    </Section>
  );
}
