import { trackerLimits } from '@wsms/contracts';
import styled from 'styled-components';

const Track = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colors.success};
`;

/** Spec 9: the bar never goes past 100. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const shown = Math.max(0, Math.min(trackerLimits.maxProgressPercent, percent));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
      <Fill $percent={shown} />
    </Track>
  );
}
