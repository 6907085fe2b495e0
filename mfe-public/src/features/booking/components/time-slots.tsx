import { useFreeTimes } from '@wsms/api-client/booking';
import { sessionMinutes } from '@wsms/contracts/business';
import { LoadError } from '@wsms/ui';
import { formatClockTime } from '@wsms/ui/calendar';
import { useEffect } from 'react';
import styled from 'styled-components';

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
`;

const Slot = styled.button`
  min-height: 44px;
  padding: 8px 4px;
  white-space: nowrap;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

/** The same time on the 12-hour clock, under the call's own 'HH:mm'. */
const Clock = styled.span`
  display: block;
  font-size: 0.8125rem;
  font-weight: 500;
`;

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
  if (times.length === 0) return <Note role="status">No available time slots for this date</Note>;
  return (
    <Slots role="group" aria-label="Available times">
      {times.map((time) => (
        <Slot key={time} type="button" aria-pressed={time === value} onClick={() => onChange(time)}>
          {time}
          <Clock>{formatClockTime(time)}</Clock>
        </Slot>
      ))}
    </Slots>
  );
}

/** Where the instructor is at the chosen time (booking location values); null until known. */
export function useOfferedLocations(instructorId: string, date: string | null, sessionType: string, time: string | null): string[] | null {
  const longer = sessionType && sessionMinutes(sessionType) > 60 ? sessionType : null;
  const freeTimes = useFreeTimes(instructorId || null, date, longer);
  if (!time || !freeTimes.data) return null;
  return freeTimes.data.slots.find((s) => s.time === time)?.locations ?? null;
}
