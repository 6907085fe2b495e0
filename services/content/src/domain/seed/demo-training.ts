import type { ExerciseLogRecord } from '../../data-access/training/exercise-log-model';
import type { WorkoutProgramRecord } from '../../data-access/training/workout-program-model';

/** The demo accounts of the auth service's seed: the coach (staff) and the client. */
export const demoCoachEmail = 'marcus.silva@sciencemeetssport.com';
export const demoClientEmail = 'jamie.rivera@example.com';

type DemoProgram = Omit<WorkoutProgramRecord, 'authorId' | 'userId' | 'instructorId' | 'instructorName'>;

export const demoProgram: DemoProgram = {
  title: 'Fight Camp Strength',
  description: 'Four weeks of strength work for grapplers: heavy lower body, pressing, pulling and trunk stability.',
  duration: 4,
  difficulty: 'Intermediate',
  digitalProductId: null,
  exercises: [
    { name: 'Back Squat', instructions: 'Brace, sit between the hips, drive up through the whole foot.', sets: 4, reps: 6, weight: 185, duration: null, restTime: 120 },
    { name: 'Bench Press', instructions: 'Shoulder blades pinned, bar to the lower chest.', sets: 4, reps: 8, weight: 135, duration: null, restTime: 90 },
    { name: 'Romanian Deadlift', instructions: 'Hinge at the hips with soft knees; bar close to the legs.', sets: 3, reps: 10, weight: 155, duration: null, restTime: 90 },
    { name: 'Pull-Up', instructions: 'Full hang to chin over the bar, no kipping.', sets: 3, reps: 8, weight: null, duration: null, restTime: 60 },
    { name: 'Plank', instructions: 'Elbows under the shoulders, squeeze glutes, breathe.', sets: 3, reps: 1, weight: null, duration: 60, restTime: 60 },
  ],
};

/** Week 1 done in full, three exercises of week 2 so far. */
export const demoCompleted = {
  '1': demoProgram.exercises.map((e) => e.name),
  '2': demoProgram.exercises.slice(0, 3).map((e) => e.name),
};

const DAY = 86_400_000;
/** Two weeks of sessions: days before now, each at 18:00 UTC (early afternoon in Massachusetts). */
const sessionDaysAgo = [13, 11, 9, 6, 4, 2];
/**
 * The sessions of the last 6 days (this calendar week or the one before, depending on the day the
 * seed runs) log only week 2's three exercises, so the demo reads "3 of 5 done" on any day.
 */
const weekTwoFrom = sessionDaysAgo.findIndex((daysAgo) => daysAgo <= 6);

/** Each session logs its exercises, the loads rising a little from session to session. */
export function demoLogs(userId: string, workoutProgramId: string, now: Date): ExerciseLogRecord[] {
  return sessionDaysAgo.flatMap((daysAgo, session) => {
    const day = new Date(now.getTime() - daysAgo * DAY);
    day.setUTCHours(18, 0, 0, 0);
    const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000);
    const sets = (count: number, reps: number, weight: number | null) => Array.from({ length: count }, () => ({ reps, weight }));
    const log = (minutes: number, exerciseName: string, entries: Array<{ reps: number; weight: number | null }>, duration: number, notes = '') => ({
      userId,
      workoutProgramId,
      exerciseName,
      sets: entries.length,
      reps: Math.max(...entries.map((e) => e.reps)),
      weight: entries.some((e) => e.weight !== null) ? Math.max(...entries.map((e) => e.weight ?? 0)) : null,
      duration,
      notes,
      setEntries: entries,
      loggedAt: at(minutes),
    });
    const logs = [
      log(0, 'Back Squat', sets(4, 6, 175 + session * 5), 900, session === 5 ? 'Felt strong, last set was a grind.' : ''),
      log(16, 'Bench Press', sets(4, 8, 125 + session * 2.5), 720),
      log(30, 'Romanian Deadlift', sets(3, 10, 145 + session * 5), 600),
      log(42, 'Pull-Up', sets(3, 6 + Math.floor(session / 2), null), 420),
      { ...log(50, 'Plank', [], 180), sets: 3, reps: null, weight: null },
    ];
    return session < weekTwoFrom ? logs : logs.slice(0, demoCompleted['2'].length);
  });
}
