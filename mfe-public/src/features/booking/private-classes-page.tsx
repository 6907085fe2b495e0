import { useInstructors } from '@wsms/api-client';
import { Button, LoadError, Loading, useDocumentTitle, useMetaDescription } from '@wsms/ui';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { lazyPart, WhenNear } from '../../components/deferred';
import { HeroActions, PageHero } from '../../components/page-hero';
import { BookingCancelledNote } from './components/booking-cancelled-note';
import { BookingFlow } from './components/booking-flow';
import { BookingSuccess } from './components/booking-success';
import { ResultPanel } from './components/result-panel';
import { WhyPrivateTraining } from './components/why-private-training';

// Packages are bought by signed-in clients ahead of booking: their code (with the zod schemas their
// price rules come with) loads after the first paint, and only then are they asked for (issue 38).
const SessionPackages = lazyPart(() => import(/* webpackChunkName: "booking-extras" */ './components/session-packages').then((m) => m.SessionPackages));

const description =
  'Book a private one-on-one session with our sports medicine, performance and martial-arts instructors at six Massachusetts gyms. Pick a time and book online.';

/**
 * Holds the booking area's place while instructors load, so "Why Private Training?" starts below the
 * first screen instead of being pushed down when the instructor list arrives (a layout shift).
 */
const LoadingArea = styled.div`
  min-height: 75vh;
`;

export default function PrivateClassesPage() {
  useDocumentTitle('Private Classes');
  useMetaDescription(description);
  const [params, setParams] = useSearchParams();
  const instructors = useInstructors();
  // The instructor cards and the booking section render in a background pass once the list arrives
  // (React yields between components), so its arrival is not one long main-thread task.
  const list = useDeferredValue(instructors.data);
  const outcome = params.get('booking');

  if (outcome === 'success') {
    const startOver = () => {
      setParams({});
      window.scrollTo?.(0, 0);
    };
    return <BookingSuccess bookingId={params.get('bookingId')} bookingKey={params.get('key')} onBookAnother={startOver} />;
  }

  if (instructors.isError) {
    return (
      <ResultPanel>
        <LoadError title="Error Loading Instructors" message="Failed to load instructors. Please try again later." onRetry={instructors.refetch} />
      </ResultPanel>
    );
  }

  return (
    <>
      <PageHero eyebrow="One-on-one coaching" title="Private Classes">
        <p>Train one-on-one with our instructors: technique, conditioning, rehabilitation and nutrition sessions built around you.</p>
        <HeroActions>
          <Button as="a" href="#book-session" size="lg">Book a Session</Button>
        </HeroActions>
      </PageHero>
      {outcome === 'cancelled' && (
        <BookingCancelledNote bookingId={params.get('bookingId')} bookingKey={params.get('key')} onDismiss={() => setParams({})} />
      )}
      {list === undefined ? (
        <LoadingArea>
          <Loading text="Loading instructors..." />
        </LoadingArea>
      ) : (
        <>
          <BookingFlow instructors={list} preselectedId={params.get('instructorId') ?? params.get('instructor')} />
          <WhenNear>
            <SessionPackages instructors={list} />
          </WhenNear>
        </>
      )}
      <WhyPrivateTraining />
    </>
  );
}
