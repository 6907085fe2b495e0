import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <>
      <SignedInHeader title="Admin Dashboard" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Staff overview, instructors, staff, products and testimonials will be managed here.</p>
        </Card>
      </Container>
    </>
  );
}
