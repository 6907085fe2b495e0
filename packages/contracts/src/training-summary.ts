import { compliance, exerciseSeries, loggedThisWeek, personalRecords, recentLogsFor } from './training-stats';
import type { ExerciseLog, ProgramSummary, WorkoutProgress } from './training.schema';

/**
 * The tracker's figures of one program, from its logs (newest first): the same functions the coach's
 * compliance uses. The content service computes them (GET /api/user/workout-summaries), so the
 * browser reads figures, not every log.
 */
export function programSummary(
  program: { exercises: readonly { name: string }[] },
  progress: WorkoutProgress | null,
  logs: readonly ExerciseLog[],
  now: Date,
): ProgramSummary {
  const thisWeek = loggedThisWeek(logs, now);
  const records = new Map(personalRecords(logs).map((r) => [r.exerciseName.toLowerCase(), r]));
  // One entry per exercise (names compared without case), spelled as its newest log, newest first.
  const names = new Map<string, string>();
  for (const log of logs) if (!names.has(log.exerciseName.toLowerCase())) names.set(log.exerciseName.toLowerCase(), log.exerciseName);
  return {
    compliance: compliance(program, progress, logs, now),
    exercises: [...names.values()].map((exerciseName) => {
      const record = records.get(exerciseName.toLowerCase());
      return {
        exerciseName,
        heaviest: record?.heaviest ?? null,
        mostReps: record?.mostReps ?? null,
        loggedThisWeek: thisWeek.has(exerciseName.toLowerCase()),
        series: exerciseSeries(logs, exerciseName),
        recentLogs: recentLogsFor(logs, exerciseName),
      };
    }),
  };
}
