import { trackerLimits } from '@wsms/contracts';
import { useMyLogPages } from '@wsms/api-client/training';
import { Card, CardDescription, CardTitle, LoadError, Loading, LoadMore } from '@wsms/ui';
import { formatDay, formatDone } from './format-log';

/** Spec 9: the 10 most recent logs of the program, and the older ones a page at a time (Load more). */
export function RecentActivity({ programId }: { programId: string }) {
  const logs = useMyLogPages(programId, { limit: trackerLimits.recentActivity });
  return (
    <Card as="section" aria-labelledby="activity-heading">
      <CardTitle as="h3" id="activity-heading">Recent activity</CardTitle>
      {logs.isPending ? (
        <Loading text="Loading your logs..." />
      ) : logs.isError ? (
        <LoadError message={logs.error?.message ?? 'Failed to fetch exercise logs'} onRetry={logs.refetch} />
      ) : logs.items.length === 0 ? (
        <CardDescription>Nothing logged yet.</CardDescription>
      ) : (
        <>
          <ul aria-label="Recent activity" style={{ margin: 0, paddingLeft: 20 }}>
            {logs.items.map((log) => (
              <li key={log.id}>{formatDay(log.loggedAt)}, {log.exerciseName}: {formatDone(log)}{log.notes ? `. ${log.notes}` : ''}</li>
            ))}
          </ul>
          <LoadMore shown={logs.items.length} noun="logs" hasMore={logs.hasMore} loadMore={logs.loadMore} isLoadingMore={logs.isLoadingMore} error={logs.loadMoreError} />
        </>
      )}
    </Card>
  );
}
