import { useMyLogs, useMyPrograms, useMyProgress } from '@wsms/api-client/training';

/** The three reads every tab of the tracker needs, loaded together. */
export function useTrackerData() {
  const programs = useMyPrograms();
  const progress = useMyProgress();
  const logs = useMyLogs();
  const queries = [programs, progress, logs];
  return {
    isPending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.isError)?.error ?? null,
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
    programs: programs.data ?? [],
    progress: progress.data ?? {},
    logs: logs.data ?? [],
  };
}
