import type { Exercise, ExerciseLog } from '@wsms/contracts';
import { formatBusinessInstant } from '@wsms/contracts/dates';
import { exerciseTarget } from '@wsms/contracts/exercise-target';
import { setsOf } from '@wsms/contracts/training-stats';

const lbs = (weight: number | null) => (weight === null ? '' : ` @ ${weight} lbs`);

/** "4 × 6 @ 185 lbs · rest 120 s" or "3 × 45 s · rest 60 s" for what the coach asks. */
export const formatTarget = (exercise: Exercise) => `${exerciseTarget(exercise)} · rest ${exercise.restTime} s`;

/** "3 sets: 6 @ 185, 6 @ 185, 5 @ 185 lbs" or "3 sets · 60 s" for what was done. */
export function formatDone(log: ExerciseLog): string {
  const sets = setsOf(log);
  const parts = [`${log.sets} ${log.sets === 1 ? 'set' : 'sets'}`];
  if (log.setEntries.length > 0) parts[0] += `: ${sets.map((s) => `${s.reps}${s.weight === null ? '' : ` @ ${s.weight}`}`).join(', ')}${sets.some((s) => s.weight !== null) ? ' lbs' : ''}`;
  else if (log.reps !== null) parts.push(`${log.reps} reps${lbs(log.weight)}`);
  else if (log.weight !== null) parts.push(`${log.weight} lbs`);
  if (log.duration !== null) parts.push(`${log.duration} s`);
  return parts.join(' · ');
}

/** 'Mon, Mar 9': the business's day of a log. */
export const formatDay = (instant: string) => formatBusinessInstant(instant, 'weekdayShort');
