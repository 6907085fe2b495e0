import { useInstructorBookings, useInstructorProfile, useUnreadMessages } from '@wsms/api-client/booking';
import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { businessToday } from '@wsms/contracts/dates';
import { Button, Card, Container, LoadError, Loading, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ProfileMissing } from '../components/profile-missing';
import { SessionList } from '../features/instructor/session-list';

const Body = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
  display: grid;
  gap: 24px;
  & h2 { margin: 0 0 12px; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const NEXT = 5;
const live = new Set(['pending', 'confirmed']);

function Sessions({ instructorId }: { instructorId: string }) {
  const today = businessToday();
  // Today's and later sessions only: the page's cost does not grow with the instructor's history.
  const bookings = useInstructorBookings(instructorId, { range: { from: today, limit: 200 } });
  const unread = useUnreadMessages(instructorId);
  if (bookings.isPending) return <Loading text="Loading sessions..." />;
  if (bookings.isError) return <LoadError message={bookings.error.message} onRetry={bookings.refetch} />;
  const upcoming = bookings.data.filter((b) => live.has(b.status) && b.date >= today).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const total = unread.data?.total ?? 0;
  return (
    <>
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">Today</h2>
        <SessionList label="Today's sessions" bookings={upcoming.filter((b) => b.date === today)} empty="No sessions today." />
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">Next sessions</h2>
        <SessionList label="Next sessions" bookings={upcoming.filter((b) => b.date > today).slice(0, NEXT)} empty="No upcoming sessions." />
      </section>
      <Card as="section" aria-labelledby="more-heading">
        <h2 id="more-heading">More</h2>
        <p>{total > 0 ? `${total} unread ${total === 1 ? 'message' : 'messages'} from clients.` : 'No unread messages.'}</p>
        <Links>
          <Button as={Link} to="/staff-dashboard?tab=bookings">All Bookings</Button>
          <Button as={Link} to="/staff-dashboard?tab=messages" variant="outline">Messages</Button>
          <Button as={Link} to="/staff-dashboard?tab=availability" variant="outline">Availability</Button>
        </Links>
      </Card>
    </>
  );
}

/** Today's and the next sessions of the signed-in instructor at a glance. */
export default function InstructorDashboardPage() {
  useDocumentTitle('Instructor Dashboard');
  const profile = useInstructorProfile();
  return (
    <>
      <SignedInHeader title="Instructor Dashboard" />
      <Body>
        {profile.isPending ? (
          <Loading text="Loading instructor..." />
        ) : profile.isError ? (
          (profile.error as { status?: number }).status === 404 ? <ProfileMissing /> : <Card><p role="alert">{profile.error.message}</p></Card>
        ) : (
          <Sessions instructorId={profile.data.id} />
        )}
      </Body>
    </>
  );
}
