import { Card, Container, useDocumentTitle } from '@wsms/ui';
import { SignedInHeader } from '../components/signed-in-header';

export default function WorkoutTrackerPage() {
  useDocumentTitle('Workout Tracker');
  return (
    <>
      <SignedInHeader title="Workout Tracker" />
      <Container>
        <Card style={{ margin: '32px 0' }}>
          <p>Log your exercises and follow your progress here.</p>
        </Card>
      </Container>
    </>
  );
}
