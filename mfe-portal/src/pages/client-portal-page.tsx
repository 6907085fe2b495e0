import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function ClientPortalPage() {
  useDocumentTitle('Client Portal');
  return (
    <>
      <SignedInHeader title="Client Portal" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Your assigned workout programs, booked sessions and class scheduling will appear here.</p>
        </Card>
      </Container>
    </>
  );
}
