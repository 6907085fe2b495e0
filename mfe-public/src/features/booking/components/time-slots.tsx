import { useFreeTimes } from '@wsms/api-client/booking';
import { sessionMinutes } from '@wsms/contracts/vocabulary';
import { LoadError } from '@wsms/ui';
import { TimeSlotPicker } from '@wsms/ui/calendar';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../../components/deferred';
import styled from 'styled-components';

// Only a visitor who picked a day with taken times needs the waitlist: its code comes then.
const WaitlistJoin = lazyPart(() => import(/* webpackChunkName: "booking-extras" */ './waitlist-join').then((m) => m.WaitlistJoin));

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface TimeSlotsProps {
  instructorId: string;
  date: string | null;
  /** Asked for only when longer than an hour; one-hour sessions are the call's default. */
  sessionType?: string;
  value: string | null;
  onChange: (time: string) => void;
  /** The chosen time is no longer offered (taken meanwhile, or too short for the session type). */
  onGone?: () => void;
}

/**
 * The free start times of the chosen instructor on the chosen date (spec 7: the availability call), each
 * as the call gives it ('09:00') and on the 12-hour clock ('9:00 AM').
 */
export function TimeSlots({ instructorId, date, sessionType = '', value, onChange, onGone }: TimeSlotsProps) {
  const longer = sessionType && sessionMinutes(sessionType) > 60 ? sessionType : null;
  const freeTimes = useFreeTimes(instructorId || null, date, longer);
  const offered = freeTimes.data?.availableTimes;
  useEffect(() => {
    if (value && offered && !offered.includes(value)) onGone?.();
  }, [value, offered, onGone]);
  if (!instructorId) return <Note>Choose an instructor to see available times.</Note>;
  if (!date) return <Note>Select a date to see available times.</Note>;
  if (freeTimes.isPending) return <Note role="status">Loading available times...</Note>;
  if (freeTimes.isError) return <LoadError message={freeTimes.error.message} onRetry={freeTimes.refetch} />;
  const times = freeTimes.data.availableTimes;
  const taken = freeTimes.data.taken ?? [];
  const waitlist = taken.length > 0 && (
    <Suspense fallback={null}>
      <WaitlistJoin key={`${instructorId}|${date}`} instructorId={instructorId} date={date} sessionType={sessionType} taken={taken} />
    </Suspense>
  );
  if (times.length === 0) {
    return (
      <>
        <Note role="status">No available time slots for this date</Note>
        {waitlist}
      </>
    );
  }
  return (
    <>
      <TimeSlotPicker times={times} value={value} onChange={onChange} />
      {waitlist}
    </>
  );
}

/** Where the instructor is at the chosen time (booking location values); null until known. */
export function useOfferedLocations(instructorId: string, date: string | null, sessionType: string, time: string | null): string[] | null {
  const longer = sessionType && sessionMinutes(sessionType) > 60 ? sessionType : null;
  const freeTimes = useFreeTimes(instructorId || null, date, longer);
  if (!time || !freeTimes.data) return null;
  return freeTimes.data.slots.find((s) => s.time === time)?.locations ?? null;
}
