import { useClientInjuries } from '@wsms/api-client/clinical';
import { injuryStageLabels } from '@wsms/contracts';
import styled from 'styled-components';

const Warning = styled.div`
  padding: 10px 12px;
  border: 2px solid ${({ theme }) => theme.colors.accentText};
  border-radius: ${({ theme }) => theme.radii.md};
  & p { margin: 4px 0 0; overflow-wrap: anywhere; }
`;

/** Assigning a program: the client's open injury episodes (stage and restrictions only, never the notes behind them). */
export function InjuryWarning({ userId }: { userId: string }) {
  const injuries = useClientInjuries(userId, { enabled: Boolean(userId) });
  const open = injuries.data?.filter((injury) => injury.open) ?? [];
  if (!userId || open.length === 0) return null;
  return (
    <Warning role="alert" aria-label="Injury warning">
      <strong>This client has an open injury: check the restrictions before assigning.</strong>
      {open.map((injury) => (
        <p key={injury.id}>
          {injury.bodyPart}, stage {injuryStageLabels[injury.stage]}
          {injury.restrictions ? `. Restrictions: ${injury.restrictions}` : ''}
        </p>
      ))}
    </Warning>
  );
}
