import { useProgramActivity, useProgramLogPages } from '@wsms/api-client/training';
import { LoadError, LoadMore } from '@wsms/ui';
import type { ExerciseLog } from '@wsms/contracts';
import { formatBusinessInstant } from '@wsms/contracts/dates';
import styled from 'styled-components';

// A plain block, not a region: one client may have several programs, and regions need unique names.
const Box = styled.div`
  display: grid;
  gap: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 12px;
  & h4 { margin: 0; font-size: 0.9375rem; }
  & p, & ul { margin: 0; }
  & ul { padding-left: 20px; }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > div { height: 100%; background: ${({ theme }) => theme.colors.success}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const day = (instant: string) => formatBusinessInstant(instant, 'dayMonth');
const RECENT = 5;

const done = (log: ExerciseLog) =>
  [
    log.reps === null ? `${log.sets} ${log.sets === 1 ? 'set' : 'sets'}` : `${log.sets} × ${log.reps}${log.weight !== null ? ` @ ${log.weight} lbs` : ''}`,
    log.duration !== null ? `${log.duration} s` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** The coach's view of compliance: the same figure the client sees in the tracker; the client's logs a page at a time. */
export function ClientActivity({ programId, clientName }: { programId: string; clientName: string }) {
  const activity = useProgramActivity(programId);
  const logs = useProgramLogPages(programId, { limit: RECENT });
  if (activity.isPending || logs.isPending) return <Muted role="status">Loading client activity...</Muted>;
  if (activity.isError) return <LoadError message={activity.error.message} onRetry={activity.refetch} />;
  if (logs.isError) return <LoadError message={logs.error?.message ?? 'Failed to fetch client activity'} onRetry={logs.refetch} />;
  const { compliance: c } = activity.data;
  return (
    <Box>
      <h4>{clientName}&apos;s progress</h4>
      <p>Week {c.currentWeek}: {c.completed} of {c.total} done ({c.percent}%)</p>
      <Track role="progressbar" aria-label={`${clientName}'s progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.percent}>
        <div style={{ width: `${c.percent}%` }} />
      </Track>
      <Muted>
        {c.weeklyStreak} {c.weeklyStreak === 1 ? 'week' : 'weeks'} in a row · {c.minutesTrained} minutes trained
        {c.lastActiveDate ? ` · last active ${day(c.lastActiveDate)}` : ''}
      </Muted>
      {logs.items.length === 0 ? (
        <Muted>No logs yet.</Muted>
      ) : (
        <>
          <ul aria-label={`Recent logs by ${clientName}`}>
            {logs.items.map((log) => (
              <li key={log.id}>
                {day(log.loggedAt)}: {log.exerciseName}, {done(log)}
              </li>
            ))}
          </ul>
          <LoadMore shown={logs.items.length} noun="logs" hasMore={logs.hasMore} loadMore={logs.loadMore} isLoadingMore={logs.isLoadingMore} error={logs.loadMoreError} />
        </>
      )}
    </Box>
  );
}
