import styled from 'styled-components';
import { CarePlan, ReturnToPlay } from './care-summary';
import { ConsentSection } from './consent-section';
import { IntakeForm } from './intake-form';
import { DownloadRecord, RecordAccess } from './record-access';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** The portal's Health Record tab: intake, consent, care plan, return to play, and who viewed it. */
export function HealthRecord() {
  return (
    <Stack>
      <DownloadRecord />
      <IntakeForm />
      <ConsentSection />
      <CarePlan />
      <ReturnToPlay />
      <RecordAccess />
    </Stack>
  );
}
