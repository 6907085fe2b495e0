import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function StaffPage() {
  useDocumentTitle('Staff');
  return (
    <>
      <SignedInHeader title="Staff" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Staff tools will appear here.</p>
        </Card>
      </Container>
    </>
  );
}
