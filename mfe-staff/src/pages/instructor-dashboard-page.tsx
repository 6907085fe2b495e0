import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function InstructorDashboardPage() {
  useDocumentTitle('Instructor Dashboard');
  return (
    <>
      <SignedInHeader title="Instructor Dashboard" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Your sessions and availability as an instructor will appear here.</p>
        </Card>
      </Container>
    </>
  );
}
