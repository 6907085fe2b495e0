import type { Instructor } from '@wsms/contracts';
import { Container, Grid, Section } from '@wsms/ui';
import { useEffect, useRef } from 'react';
import { useBookingSelection } from '../hooks/use-booking-selection';
import { BookingSection } from './booking-section';
import { InstructorCard } from './instructor-card';

/** Instructor cards and the booking section sharing one selection; remounting it starts over. */
export function BookingFlow({ instructors, preselectedId }: { instructors: Instructor[]; preselectedId: string | null }) {
  const known = instructors.some((i) => i.id === preselectedId);
  const { selection, chooseInstructor, chooseDate, chooseTime } = useBookingSelection(known ? preselectedId! : '');
  const heading = useRef<HTMLHeadingElement>(null);

  const goToBooking = () => {
    heading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (known) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [known]);

  return (
    <>
      <Section aria-labelledby="our-instructors">
        <Container>
          <h2 id="our-instructors">Our Instructors</h2>
          <Grid $min="260px">
            {instructors.map((instructor, index) => (
              <InstructorCard
                key={instructor.id}
                instructor={instructor}
                eager={index === 0}
                selected={instructor.id === selection.instructorId}
                onChoose={() => {
                  chooseInstructor(instructor.id);
                  goToBooking();
                }}
              />
            ))}
          </Grid>
          {instructors.length === 0 && <p>No instructors are taking bookings right now. Please check back soon.</p>}
        </Container>
      </Section>
      <BookingSection
        instructors={instructors}
        selection={selection}
        onInstructor={chooseInstructor}
        onDate={chooseDate}
        onTime={chooseTime}
        headingRef={heading}
      />
    </>
  );
}
