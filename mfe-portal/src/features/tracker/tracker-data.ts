import { useMyPrograms, useMyProgress, useMySummaries } from '@wsms/api-client/training';

/** The three reads every tab of the tracker needs, loaded together: programs, progress, and the figures the service computes. */
export function useTrackerData() {
  const programs = useMyPrograms();
  const progress = useMyProgress();
  const summaries = useMySummaries();
  const queries = [programs, progress, summaries];
  return {
    isPending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.isError)?.error ?? null,
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
    programs: programs.data ?? [],
    progress: progress.data ?? {},
    summaries: summaries.data ?? {},
  };
}
