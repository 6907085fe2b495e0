import { weekFigures, type Compliance, type ExerciseLog, type ProgramSummary, type WorkoutProgram, type WorkoutProgress } from '@wsms/contracts';

/** Lower-case names of the exercises logged this week, as the service's summary says. */
export const loggedNames = (summary: ProgramSummary | undefined) =>
  new Set((summary?.exercises ?? []).filter((e) => e.loggedThisWeek).map((e) => e.exerciseName.toLowerCase()));

/**
 * A program's figures: the week's from the progress held here (a tick shows at once), the totals
 * over every log (minutes, streak) from the service's summary.
 */
export function figuresOf(program: WorkoutProgram, progress: WorkoutProgress | null, summary: ProgramSummary | undefined): Compliance {
  return {
    ...weekFigures(program, progress, loggedNames(summary)),
    minutesTrained: summary?.compliance.minutesTrained ?? 0,
    weeklyStreak: summary?.compliance.weeklyStreak ?? 0,
  };
}

/** The 3 most recent logs of an exercise (spec 9), names compared without case. */
export const recentOf = (summary: ProgramSummary | undefined, exerciseName: string): ExerciseLog[] =>
  summary?.exercises.find((e) => e.exerciseName.toLowerCase() === exerciseName.toLowerCase())?.recentLogs ?? [];
