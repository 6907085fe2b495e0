import styled from 'styled-components';
import { formatClockTime } from '@wsms/contracts/dates';

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

export interface TimeSlotPickerProps {
  /** Free start times as the availability call gives them ('09:00'). */
  times: readonly string[];
  value: string | null;
  onChange: (time: string) => void;
  /** Accessible name of the group. */
  label?: string;
}

/** A toggle button per free start time ('09:00' over '9:00 AM'); the chosen one is pressed. */
export function TimeSlotPicker({ times, value, onChange, label = 'Available times' }: TimeSlotPickerProps) {
  return (
    <Slots role="group" aria-label={label}>
      {times.map((time) => (
        <Slot key={time} type="button" aria-pressed={time === value} onClick={() => onChange(time)}>
          {time}
          <Clock>{formatClockTime(time)}</Clock>
        </Slot>
      ))}
    </Slots>
  );
}
