import type { AvailabilitySlot, Booking } from '@wsms/contracts';
import { formatCalendarDate, formatClockTime } from '@wsms/contracts/dates';
import { bookingStatusLabel } from '@wsms/contracts/vocabulary';
import { Badge } from '@wsms/ui';
import styled from 'styled-components';

const Column = styled.section<{ $today: boolean }>`
  border: ${({ $today, theme }) => ($today ? `2px solid ${theme.colors.accentText}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: 8px;
  min-height: 160px;
  display: grid;
  align-content: start;
  gap: 6px;
  & h3 { margin: 0; font-size: 0.9375rem; display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
  & ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
`;

const Slot = styled.li<{ $off: boolean }>`
  font-size: 0.8125rem;
  padding: 4px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ $off, theme }) => ($off ? theme.colors.muted : theme.colors.success)};
  background: ${({ theme }) => theme.colors.background};
`;

const Entry = styled.button`
  width: 100%;
  text-align: left;
  font: inherit;
  font-size: 0.8125rem;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onNavy};
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Empty = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  date: string;
  today: string;
  slots: AvailabilitySlot[];
  bookings: Booking[];
  onOpen: (booking: Booking) => void;
}

/** One day of the calendar: its availability, then its bookings (each a button opening its details). */
export function DayColumn({ date, today, slots, bookings, onOpen }: Props) {
  const isToday = date === today;
  const label = formatCalendarDate(date, 'weekdayShort');
  return (
    <Column $today={isToday} aria-label={formatCalendarDate(date)} aria-current={isToday ? 'date' : undefined}>
      <h3>{label} {isToday && <Badge $variant="accent">Today</Badge>}</h3>
      {slots.length === 0 && bookings.length === 0 ? <Empty>Nothing scheduled</Empty> : null}
      {slots.length > 0 && (
        <ul aria-label="Availability">
          {slots.map((s) => (
            <Slot key={s.id} $off={!s.isAvailable}>
              {s.startTime}–{s.endTime} {s.isAvailable ? 'Available' : 'Unavailable'} · {s.location}
            </Slot>
          ))}
        </ul>
      )}
      {bookings.length > 0 && (
        <ul aria-label="Bookings">
          {bookings.map((b) => (
            <li key={b.id}>
              <Entry type="button" onClick={() => onOpen(b)}>
                {formatClockTime(b.time)} · {b.clientName} ({bookingStatusLabel(b.status)})
              </Entry>
            </li>
          ))}
        </ul>
      )}
    </Column>
  );
}
