import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function StaffDashboardPage() {
  useDocumentTitle('Staff Dashboard');
  return (
    <>
      <SignedInHeader title="Staff Dashboard" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Availability, programs, templates, bookings and messages will be managed here.</p>
        </Card>
      </Container>
    </>
  );
}
