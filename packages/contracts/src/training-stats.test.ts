import { compliance, exerciseSeries, personalRecords, progressPercent, weeklyStreak } from './training-stats';
import { exerciseLogInputSchema, programInputSchema } from './training.schema';

const log = (loggedAt: string, overrides: Record<string, unknown> = {}) => ({
  exerciseName: 'Back Squat', sets: 3, reps: 5, weight: 100, duration: null, setEntries: [], loggedAt, ...overrides,
});

describe('training figures (shared by coach and client)', () => {
  test('When the percent is computed, then it is rounded and capped at 100 (spec 9)', () => {
    expect([progressPercent(1, 3), progressPercent(2, 3), progressPercent(7, 5), progressPercent(0, 0)]).toEqual([33, 67, 100, 0]);
  });

  test('When logs fall in consecutive weeks, then the streak counts them; a week under way without a log does not break it', () => {
    const now = new Date('2026-03-18T15:00:00Z'); // Wednesday
    const logs = [log('2026-03-10T15:00:00Z'), log('2026-03-03T15:00:00Z'), log('2026-02-17T15:00:00Z')];
    expect(weeklyStreak(logs, now)).toBe(2);
    expect(weeklyStreak([...logs, log('2026-03-16T15:00:00Z')], now)).toBe(3);
    expect(weeklyStreak([log('2026-02-17T15:00:00Z')], now)).toBe(0);
  });

  test('When sets are logged one by one, then the heaviest set and the most reps are the records', () => {
    const records = personalRecords([
      log('2026-03-01T15:00:00Z', { setEntries: [{ reps: 8, weight: 100 }, { reps: 5, weight: 120 }] }),
      log('2026-03-03T15:00:00Z', { sets: 3, reps: 8, weight: 110 }),
      log('2026-03-04T15:00:00Z', { exerciseName: 'Pull-Up', sets: 2, reps: 12, weight: null }),
    ]);
    expect(records).toEqual([
      { exerciseName: 'Back Squat', heaviest: { weight: 120, reps: 5, loggedAt: '2026-03-01T15:00:00Z' }, mostReps: { reps: 8, weight: 110, loggedAt: '2026-03-03T15:00:00Z' } },
      { exerciseName: 'Pull-Up', heaviest: null, mostReps: { reps: 12, weight: null, loggedAt: '2026-03-04T15:00:00Z' } },
    ]);
  });

  test('When two logs fall on one day, then the chart has one point with the top weight and the summed volume', () => {
    expect(exerciseSeries([log('2026-03-01T14:00:00Z'), log('2026-03-01T15:00:00Z', { weight: 120, sets: 1 }), log('2026-03-02T15:00:00Z')], 'back squat')).toEqual([
      { date: '2026-03-01', topWeight: 120, volume: 1500 + 600 },
      { date: '2026-03-02', topWeight: 100, volume: 1500 },
    ]);
  });

  test('When exercises are marked in another week or renamed since, then only this week\'s marks of current exercises count', () => {
    const program = { exercises: [{ name: 'Back Squat' }, { name: 'Plank' }] };
    const progress = { currentWeek: 2, completedExercises: { '1': ['Back Squat', 'Plank'], '2': ['plank', 'Old Exercise'] }, lastActiveDate: null };
    const lastWeek = [log('2026-02-24T15:00:00Z', { duration: 150 }), log('2026-02-25T15:00:00Z', { duration: 100 })];
    expect(compliance(program, progress, lastWeek, new Date('2026-03-02T16:00:00Z'))).toMatchObject({
      currentWeek: 2, completed: 1, total: 2, percent: 50, minutesTrained: 4,
    });
  });
});

describe('done this week: a log counts as done, a tick covers an exercise done without one', () => {
  const program = { exercises: ['Back Squat', 'Bench Press', 'Romanian Deadlift', 'Pull-Up', 'Plank'].map((name) => ({ name })) };
  const now = new Date('2026-03-18T15:00:00Z'); // Wednesday in New York
  const noTicks = { currentWeek: 2, completedExercises: {}, lastActiveDate: null };

  test('When three exercises are logged this week and none is ticked, then 3 of 5 are done (60%)', () => {
    const logs = [log('2026-03-16T14:00:00Z'), log('2026-03-17T22:00:00Z', { exerciseName: 'bench press' }), log('2026-03-18T12:00:00Z', { exerciseName: 'Plank' })];
    expect(compliance(program, noTicks, logs, now)).toMatchObject({ completed: 3, total: 5, percent: 60 });
  });

  test('When one exercise is ticked without a log and another is both ticked and logged, then each counts once', () => {
    const progress = { ...noTicks, completedExercises: { '2': ['Pull-Up', 'Back Squat'] } };
    expect(compliance(program, progress, [log('2026-03-16T14:00:00Z'), log('2026-03-17T14:00:00Z')], now)).toMatchObject({ completed: 2, percent: 40 });
  });

  test('When a log is from last week (Sunday night in New York, already Monday in UTC), then it does not count; Monday 00:30 does', () => {
    const lastSunday = log('2026-03-16T03:30:00Z'); // Sun 15 Mar, 23:30 EDT
    const thisMonday = log('2026-03-16T04:30:00Z', { exerciseName: 'Plank' }); // Mon 16 Mar, 00:30 EDT
    expect(compliance(program, noTicks, [lastSunday, log('2026-03-10T15:00:00Z', { exerciseName: 'Pull-Up' })], now)).toMatchObject({ completed: 0, percent: 0 });
    expect(compliance(program, noTicks, [lastSunday, thisMonday], now)).toMatchObject({ completed: 1, percent: 20 });
  });

  test('When an exercise is logged under a name no longer in the program, then it does not count', () => {
    expect(compliance(program, noTicks, [log('2026-03-17T14:00:00Z', { exerciseName: 'Old Exercise' })], now)).toMatchObject({ completed: 0 });
  });
});

describe('training schemas', () => {
  test('When a program names only its title and an exercise, then the spec defaults fill the rest; an empty select means no client', () => {
    expect(programInputSchema.parse({ title: 'T', exercises: [{ name: 'Squat' }], userId: '' })).toMatchObject({
      duration: 4, difficulty: 'Intermediate', userId: null, exercises: [{ sets: 3, reps: 10, restTime: 60, weight: null, duration: null }],
    });
  });

  test('When an exercise is sent with empty reps (null), then it stays empty; left out, it gets the spec default of 10', () => {
    const parsed = programInputSchema.parse({ title: 'T', exercises: [{ name: 'Plank', reps: null, duration: 45 }, { name: 'Squat' }] });
    expect(parsed.exercises.map((e) => [e.reps, e.duration])).toEqual([[null, 45], [10, null]]);
  });

  test('When a log holds its sets one by one, then the parsed log can be sent again unchanged (the form sends its output)', () => {
    const parsed = exerciseLogInputSchema.parse({ workoutProgramId: 'p', exerciseName: 'Squat', setEntries: [{ reps: 5, weight: 100 }, { reps: 6, weight: 100 }] });
    expect(parsed).toMatchObject({ sets: 2, reps: 6, weight: 100 });
    expect(exerciseLogInputSchema.parse(parsed)).toEqual(parsed);
    expect(exerciseLogInputSchema.parse({ workoutProgramId: 'p', exerciseName: 'Squat', setEntries: [] })).toMatchObject({ sets: 1, setEntries: [] });
  });
});
