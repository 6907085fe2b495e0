import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { Card, Container, Loading, Tabs, useDocumentTitle } from '@wsms/ui';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ProfileMissing } from '../components/profile-missing';
import { AvailabilityTab } from '../features/availability/availability-tab';
import { BookingsTab } from '../features/bookings/bookings-tab';
import { CalendarTab } from '../features/calendar/calendar-tab';
import { InstructorSwitcher } from '../features/instructor/instructor-switcher';
import { useActingInstructor } from '../features/instructor/use-acting-instructor';
import { MessagesTab } from '../features/messages/messages-tab';
import { ProfileTab } from '../features/profile/profile-tab';
import { ProgramsTab } from '../features/programs/programs-tab';
import { TemplatesTab } from '../features/templates/templates-tab';

const Body = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
`;

const Acting = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: end;
  justify-content: space-between;
  margin-bottom: 24px;
  & h2 { margin: 0; }
  & p { margin: 4px 0 0; }
`;

const tabIds = ['availability', 'calendar', 'programs', 'templates', 'bookings', 'messages', 'profile'] as const;

/** Spec 2: seven tabs in this order, for the instructor the signed-in staff member (or admin) acts on. */
export default function StaffDashboardPage() {
  useDocumentTitle('Staff Dashboard');
  const { profile, isAdmin, choose } = useActingInstructor();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabIds.find((t) => t === requested) ?? 'availability';
  const selectTab = (tab: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', tab);
      return next;
    }, { replace: true });

  let body;
  if (profile.isPending) body = <Loading text="Loading instructor..." />;
  else if (profile.isError) {
    // Spec 6: staff without a matching instructor record see 'Instructor profile not found'.
    body = (profile.error as { status?: number }).status === 404 ? (
      <ProfileMissing />
    ) : (
      <Card>
        <p role="alert">{profile.error.message}</p>
      </Card>
    );
  } else {
    const instructor = profile.data;
    const id = instructor.id;
    const items = [
      { id: 'availability', label: 'Availability', content: <AvailabilityTab instructorId={id} /> },
      { id: 'calendar', label: 'Calendar View', content: <CalendarTab instructorId={id} /> },
      { id: 'programs', label: 'Programs', content: <ProgramsTab instructor={{ id, name: instructor.name }} /> },
      { id: 'templates', label: 'Templates', content: <TemplatesTab instructorId={id} /> },
      { id: 'bookings', label: 'Bookings', content: <BookingsTab instructorId={id} allowAll={isAdmin} /> },
      { id: 'messages', label: 'Messages', content: <MessagesTab instructorId={id} /> },
      { id: 'profile', label: 'Profile', content: <ProfileTab instructorId={id} /> },
    ];
    body = (
      <>
        <Acting>
          <div>
            <h2>{instructor.name}</h2>
            <p>{instructor.email}</p>
          </div>
          {isAdmin && <InstructorSwitcher value={id} onChange={choose} />}
        </Acting>
        <Tabs label="Staff dashboard" items={items} value={active} onValueChange={selectTab} />
      </>
    );
  }

  return (
    <>
      <SignedInHeader title="Staff Dashboard" />
      <Body>{body}</Body>
    </>
  );
}
