import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function DigitalContentPage() {
  useDocumentTitle('Digital Content Management');
  return (
    <>
      <SignedInHeader title="Digital Content Management" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Workout programs, videos and PDFs sold through the store will be managed here.</p>
        </Card>
      </Container>
    </>
  );
}
