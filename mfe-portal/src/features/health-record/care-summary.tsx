import { useMyCarePlan, useMyInjuries } from '@wsms/api-client/clinical';
import { injuryStageLabels } from '@wsms/contracts';
import { Badge, Card, CardDescription, CardTitle, LoadError, Loading } from '@wsms/ui';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 8px;
  & p { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** What the clinicians' signed notes ask the client to do (only the plan of each). */
export function CarePlan() {
  const plan = useMyCarePlan();
  return (
    <Card as="section" aria-labelledby="care-plan-heading">
      <CardTitle as="h2" id="care-plan-heading">Care plan</CardTitle>
      {plan.isPending ? (
        <Loading text="Loading your care plan..." />
      ) : plan.isError ? (
        <LoadError message={plan.error.message} onRetry={plan.refetch} />
      ) : plan.data.length === 0 ? (
        <CardDescription>Your clinician has not written a plan yet.</CardDescription>
      ) : (
        <List aria-label="Care plan entries">
          {plan.data.map((entry) => (
            <li key={entry.noteId}>
              <strong>{entry.sessionDate}</strong> · {entry.clinician}
              <p>{entry.plan}</p>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

/** The client's injury episodes and where each stands on the way back to play. */
export function ReturnToPlay({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const injuries = useMyInjuries();
  return (
    <Card as="section" aria-labelledby="return-to-play-heading">
      <CardTitle as={headingLevel} id="return-to-play-heading">Return to play</CardTitle>
      {injuries.isPending ? (
        <Loading text="Loading your injuries..." />
      ) : injuries.isError ? (
        <LoadError message={injuries.error.message} onRetry={injuries.refetch} />
      ) : injuries.data.length === 0 ? (
        <CardDescription>No injuries recorded.</CardDescription>
      ) : (
        <List aria-label="Injuries">
          {injuries.data.map((injury) => (
            <li key={injury.id}>
              <strong>{injury.bodyPart}</strong> <Badge $variant={injury.open ? 'default' : 'success'}>Stage: {injuryStageLabels[injury.stage]}</Badge>
              {injury.restrictions && <p>Restrictions: {injury.restrictions}</p>}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
