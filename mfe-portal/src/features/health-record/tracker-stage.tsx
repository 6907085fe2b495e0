import { useMyInjuries } from '@wsms/api-client/clinical';
import { injuryStageLabels } from '@wsms/contracts';
import styled from 'styled-components';

const Notice = styled.section`
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 2px solid ${({ theme }) => theme.colors.accentText};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  & h2 { margin: 0 0 4px; font-size: 1rem; }
  & p { margin: 2px 0 0; overflow-wrap: anywhere; }
`;

/** On the tracker: where each open injury stands on the way back to play, and what to avoid (nothing while there is none). */
export function TrackerStage() {
  const injuries = useMyInjuries();
  const open = injuries.data?.filter((injury) => injury.open) ?? [];
  if (open.length === 0) return null;
  return (
    <Notice aria-labelledby="tracker-stage-heading">
      <h2 id="tracker-stage-heading">Return to play</h2>
      {open.map((injury) => (
        <p key={injury.id}>
          {injury.bodyPart}: stage {injuryStageLabels[injury.stage]}
          {injury.restrictions ? `. Restrictions: ${injury.restrictions}` : ''}
        </p>
      ))}
    </Notice>
  );
}
