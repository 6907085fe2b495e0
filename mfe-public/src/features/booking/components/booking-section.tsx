import type { Instructor } from '@wsms/contracts';
import { Container, Field, Section, Select, mq } from '@wsms/ui';
import { businessToday, businessZoneAbbreviation, isClosedDay } from '@wsms/contracts/dates';
import { Calendar } from '@wsms/ui/calendar';
import { useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { BookingSelection } from '../hooks/use-booking-selection';
import { lastBookableDate } from '../lib/booking-dates';
import { formatMoney } from '../lib/format';
import { BookingForm } from './booking-form';
import { TimeSlots, useOfferedLocations } from './time-slots';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  ${mq('lg')} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
  /* Keeps the section clear of the sticky navigation bar when scrolled to. */
  scroll-margin-top: 128px;
  & h2 { scroll-margin-top: 128px; }
`;

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  & + & { margin-top: 28px; }
  & h3 { margin: 0; font-size: 1.125rem; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface BookingSectionProps {
  instructors: Instructor[];
  selection: BookingSelection;
  onInstructor: (id: string) => void;
  onDate: (date: string) => void;
  onTime: (time: string | null) => void;
  headingRef?: RefObject<HTMLHeadingElement>;
}

export function BookingSection({ instructors, selection, onInstructor, onDate, onTime, headingRef }: BookingSectionProps) {
  const today = businessToday();
  const instructor = instructors.find((i) => i.id === selection.instructorId);
  const [sessionType, setSessionType] = useState('');
  const offeredLocations = useOfferedLocations(selection.instructorId, selection.date, sessionType, selection.time);
  return (
    <Band id="book-session" aria-labelledby="book-session-heading">
      <Container>
        <h2 id="book-session-heading" ref={headingRef} tabIndex={-1}>Book Your Session</h2>
        <Layout>
          <div>
            <Step>
              <h3>1. Choose Your Instructor</h3>
              <Field label="Instructor *">
                {(c) => (
                  <Select {...c} value={selection.instructorId} onChange={(event) => onInstructor(event.target.value)}>
                    <option value="">Select an instructor</option>
                    {instructors.map((i) => (
                      <option key={i.id} value={i.id}>{`${i.name} (${formatMoney(i.hourlyRate)}/hour)`}</option>
                    ))}
                  </Select>
                )}
              </Field>
            </Step>
            <Step>
              <h3 id="session-date-heading">2. Select a Date</h3>
              <Hint>Sessions run Monday to Saturday. Use the arrow keys to move between days.</Hint>
              <Calendar label="Session date" today={today} min={today} max={lastBookableDate(today)} isDateDisabled={isClosedDay} value={selection.date} onChange={onDate} />
            </Step>
            <Step>
              <h3>3. Choose a Time</h3>
              <Hint>Times are {businessZoneAbbreviation(selection.date ?? today)} (America/New_York), the time zone of our gyms.</Hint>
              <TimeSlots
                instructorId={selection.instructorId}
                date={selection.date}
                sessionType={sessionType}
                value={selection.time}
                onChange={onTime}
                onGone={() => onTime(null)}
              />
            </Step>
          </div>
          <Step>
            <h3>4. Your Details</h3>
            <BookingForm
              instructor={instructor}
              date={selection.date}
              time={selection.time}
              offeredLocations={offeredLocations}
              onTimeTaken={() => onTime(null)}
              onSessionTypeChange={setSessionType}
            />
          </Step>
        </Layout>
      </Container>
    </Band>
  );
}
