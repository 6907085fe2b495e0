import type { Exercise, ExerciseLog } from '@wsms/contracts';
import { setsOf } from '@wsms/contracts/training-stats';

const lbs = (weight: number | null) => (weight === null ? '' : ` @ ${weight} lbs`);

/** "4 sets × 6 reps @ 185 lbs · rest 120 s" for what the coach asks. */
export function formatTarget(exercise: Exercise): string {
  const parts = [`${exercise.sets} ${exercise.sets === 1 ? 'set' : 'sets'} × ${exercise.reps} ${exercise.reps === 1 ? 'rep' : 'reps'}${lbs(exercise.weight)}`];
  if (exercise.duration !== null) parts.push(`${exercise.duration} s`);
  parts.push(`rest ${exercise.restTime} s`);
  return parts.join(' · ');
}

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

export const formatDay = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'America/New_York' }).format(new Date(instant));
