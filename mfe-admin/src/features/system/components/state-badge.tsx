import styled, { css } from 'styled-components';
import { stateLabels, type SystemState } from '../system-states';

const tones: Record<SystemState, ReturnType<typeof css>> = {
  ok: css`background: #dcfae6; color: ${({ theme }) => theme.colors.success};`,
  warning: css`background: #fef0c7; color: #7a2e0e;`,
  failing: css`background: #fee4e2; color: ${({ theme }) => theme.colors.danger};`,
  unknown: css`background: #eef0f4; color: ${({ theme }) => theme.colors.muted};`,
};

const Pill = styled.span<{ $state: SystemState }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  ${({ $state }) => tones[$state]}
`;

/** The state in words (OK, Warning, Failing, No data): the colour only repeats it. */
export function StateBadge({ state }: { state: SystemState }) {
  return <Pill $state={state}>{stateLabels[state]}</Pill>;
}
