import { addDays, businessDate, weekStart } from './dates';
import { trackerLimits, type CompletedExercises, type Compliance, type ExerciseLog } from './training.schema';

/**
 * The tracker's figures, computed by the same functions for the client (in the browser) and the
 * coach (in the content service), so both always see the same numbers (spec section 9).
 */

type LogLike = Pick<ExerciseLog, 'exerciseName' | 'sets' | 'reps' | 'weight' | 'duration' | 'setEntries' | 'loggedAt'>;

/** Spec 9: completed over total, rounded; capped at 100 for the bar. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(trackerLimits.maxProgressPercent, Math.round((completed / total) * 100));
}

/** Names (lower case) of the exercises logged in the week (Monday to Sunday, business time) that holds `now`. */
export function loggedThisWeek(logs: readonly Pick<LogLike, 'exerciseName' | 'loggedAt'>[], now: Date = new Date()): Set<string> {
  const week = weekStart(businessDate(now));
  return new Set(logs.filter((log) => weekStart(businessDate(log.loggedAt)) === week).map((log) => log.exerciseName.toLowerCase()));
}

/**
 * The program's exercises done this week: logged this calendar week (`logged`: lower-case names, as
 * `loggedThisWeek` gives them), or ticked "done" for the program's current week (an exercise done
 * without a log). Names no longer in the program do not count.
 */
export function doneThisWeek(
  exerciseNames: readonly string[],
  ticks: { week: number; completedExercises: CompletedExercises },
  logged: ReadonlySet<string>,
): string[] {
  const ticked = new Set((ticks.completedExercises[String(ticks.week)] ?? []).map((n) => n.toLowerCase()));
  return exerciseNames.filter((name) => logged.has(name.toLowerCase()) || ticked.has(name.toLowerCase()));
}

type ProgressLike = { currentWeek: number; completedExercises: CompletedExercises; lastActiveDate: string | null };

/**
 * The figures of the current week: they change with every tick, so the tracker computes them from
 * the progress it holds and the names logged this week (the service's summary gives those).
 */
export function weekFigures(
  program: { exercises: readonly { name: string }[] },
  progress: ProgressLike | null,
  logged: ReadonlySet<string>,
): Pick<Compliance, 'currentWeek' | 'completed' | 'total' | 'percent' | 'lastActiveDate'> {
  const currentWeek = progress?.currentWeek ?? 1;
  const names = program.exercises.map((e) => e.name);
  const completed = doneThisWeek(names, { week: currentWeek, completedExercises: progress?.completedExercises ?? {} }, logged).length;
  return { currentWeek, completed, total: names.length, percent: progressPercent(completed, names.length), lastActiveDate: progress?.lastActiveDate ?? null };
}

/** Spec 9: minutes trained = summed duration (seconds) / 60, rounded down to whole minutes. */
export function minutesTrained(logs: readonly Pick<LogLike, 'duration'>[]): number {
  return Math.floor(logs.reduce((sum, log) => sum + (log.duration ?? 0), 0) / 60);
}

/** Newest first, at most `limit` (spec 9: 10 recent activities, 3 recent logs per exercise). */
export function newestFirst<T extends Pick<LogLike, 'loggedAt'>>(logs: readonly T[], limit = Infinity): T[] {
  return [...logs].sort((a, b) => b.loggedAt.localeCompare(a.loggedAt)).slice(0, limit);
}

export function recentLogsFor<T extends LogLike>(logs: readonly T[], exerciseName: string): T[] {
  const key = exerciseName.toLowerCase();
  return newestFirst(logs.filter((log) => log.exerciseName.toLowerCase() === key), trackerLimits.recentLogsPerExercise);
}

/** The sets of a log: each one as done, or the summary repeated `sets` times. */
export function setsOf(log: Pick<LogLike, 'sets' | 'reps' | 'weight' | 'setEntries'>): Array<{ reps: number; weight: number | null }> {
  if (log.setEntries.length > 0) return log.setEntries;
  if (log.reps === null) return [];
  return Array.from({ length: log.sets }, () => ({ reps: log.reps!, weight: log.weight }));
}

/** Volume in lbs: the sum of weight × reps over the sets. */
export function volumeOf(log: Pick<LogLike, 'sets' | 'reps' | 'weight' | 'setEntries'>): number {
  return setsOf(log).reduce((sum, set) => sum + (set.weight ?? 0) * set.reps, 0);
}

export interface PersonalRecords {
  exerciseName: string;
  heaviest: { weight: number; reps: number; loggedAt: string } | null;
  mostReps: { reps: number; weight: number | null; loggedAt: string } | null;
}

/** Per exercise: the heaviest weight lifted (with its reps) and the most reps in one set (heavier wins ties). */
export function personalRecords(logs: readonly LogLike[]): PersonalRecords[] {
  const byExercise = new Map<string, PersonalRecords>();
  for (const log of [...logs].sort((a, b) => a.loggedAt.localeCompare(b.loggedAt))) {
    const record = byExercise.get(log.exerciseName.toLowerCase()) ?? { exerciseName: log.exerciseName, heaviest: null, mostReps: null };
    for (const set of setsOf(log)) {
      if (set.weight !== null && set.weight > 0 && (!record.heaviest || set.weight > record.heaviest.weight)) {
        record.heaviest = { weight: set.weight, reps: set.reps, loggedAt: log.loggedAt };
      }
      const better = !record.mostReps || set.reps > record.mostReps.reps || (set.reps === record.mostReps.reps && (set.weight ?? 0) > (record.mostReps.weight ?? 0));
      if (better) record.mostReps = { reps: set.reps, weight: set.weight, loggedAt: log.loggedAt };
    }
    byExercise.set(log.exerciseName.toLowerCase(), record);
  }
  return [...byExercise.values()].sort((a, b) => a.exerciseName.localeCompare(b.exerciseName));
}

export interface ExercisePoint {
  date: string;
  /** The heaviest weight of that day. */
  topWeight: number;
  volume: number;
}

/** One point per day (business time zone) for the chart of an exercise: top weight and volume. */
export function exerciseSeries(logs: readonly LogLike[], exerciseName: string): ExercisePoint[] {
  const key = exerciseName.toLowerCase();
  const days = new Map<string, ExercisePoint>();
  for (const log of logs) {
    if (log.exerciseName.toLowerCase() !== key) continue;
    const date = businessDate(log.loggedAt);
    const point = days.get(date) ?? { date, topWeight: 0, volume: 0 };
    point.topWeight = Math.max(point.topWeight, ...setsOf(log).map((s) => s.weight ?? 0), log.weight ?? 0);
    point.volume += volumeOf(log);
    days.set(date, point);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Weeks in a row (Monday to Sunday, business time) with at least one log, counted back from this
 * week; a week still under way without a log yet does not break the streak.
 */
export function weeklyStreak(logs: readonly Pick<LogLike, 'loggedAt'>[], now: Date = new Date()): number {
  const weeks = new Set(logs.map((log) => weekStart(businessDate(log.loggedAt))));
  let week = weekStart(businessDate(now));
  if (!weeks.has(week)) week = shiftWeek(week, -1);
  let streak = 0;
  while (weeks.has(week)) {
    streak += 1;
    week = shiftWeek(week, -1);
  }
  return streak;
}

const shiftWeek = (monday: string, weeks: number) => addDays(monday, weeks * 7);

/** The figures of one program for one client: the same for the coach and the client. */
export function compliance(
  program: { exercises: readonly { name: string }[] },
  progress: ProgressLike | null,
  logs: readonly LogLike[],
  now: Date = new Date(),
): Compliance {
  const week = weekFigures(program, progress, loggedThisWeek(logs, now));
  return { ...week, minutesTrained: minutesTrained(logs), weeklyStreak: weeklyStreak(logs, now) };
}
