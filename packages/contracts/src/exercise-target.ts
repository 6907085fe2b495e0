import type { Exercise } from './training.schema';

type Target = Pick<Exercise, 'sets' | 'reps' | 'weight' | 'duration'>;

/**
 * What the coach asks of an exercise, as every card shows it: "4 × 6 @ 185 lbs", "3 × 1 · 60 s",
 * "3 × 45 s" (no reps: timed sets), "2 sets @ 70 lbs" (neither reps nor time). Only what was given.
 */
export function exerciseTarget({ sets, reps, weight, duration }: Target): string {
  const load = weight === null ? '' : ` @ ${weight} lbs`;
  if (reps !== null) return `${sets} × ${reps}${load}${duration === null ? '' : ` · ${duration} s`}`;
  if (duration !== null) return `${sets} × ${duration} s${load}`;
  return `${sets} ${sets === 1 ? 'set' : 'sets'}${load}`;
}
