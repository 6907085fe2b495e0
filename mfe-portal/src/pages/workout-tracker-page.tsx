import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { Container, useDocumentTitle } from '@wsms/ui';
import styled from 'styled-components';
import { TrackerStage } from '../features/health-record/tracker-stage';
import { TrackerView } from '../features/tracker/tracker-view';

const Body = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
`;

export default function WorkoutTrackerPage() {
  useDocumentTitle('Workout Tracker');
  return (
    <>
      <SignedInHeader title="Workout Tracker" />
      <Body>
        <TrackerStage />
        <TrackerView />
      </Body>
    </>
  );
}
