import { Card, Container, Loading, Tabs, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';
import { ProgramsTab } from '../features/programs/programs-tab';
import { useActingInstructor } from '../features/programs/use-acting-instructor';

// The other dashboard tabs arrive with the staff dashboard issue; this page shows the Programs tab meanwhile.
export default function StaffDashboardPage() {
  useDocumentTitle('Staff Dashboard');
  const instructor = useActingInstructor();
  const programs = instructor.isPending ? (
    <Loading text="Loading instructor..." />
  ) : instructor.isError ? (
    <Card><p role="alert">{instructor.error.message}</p></Card>
  ) : (
    <ProgramsTab instructor={instructor.data} />
  );
  return (
    <>
      <SignedInHeader title="Staff Dashboard" />
      <Container style={{ padding: '32px 16px 48px' }}>
        <Tabs label="Staff dashboard" items={[{ id: 'programs', label: 'Programs', content: programs }]} />
      </Container>
    </>
  );
}
