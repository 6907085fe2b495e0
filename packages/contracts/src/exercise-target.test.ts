import { exerciseTarget } from './exercise-target';

const exercise = (overrides: Partial<Parameters<typeof exerciseTarget>[0]>) => ({ sets: 3, reps: 10, weight: null, duration: null, ...overrides });

test('When reps, time or weight are left empty, then the target shows only what the coach gave', () => {
  expect([
    exerciseTarget(exercise({ sets: 4, reps: 6, weight: 185 })),
    exerciseTarget(exercise({ reps: 1, duration: 60 })),
    exerciseTarget(exercise({ reps: null, duration: 45 })),
    exerciseTarget(exercise({ sets: 2, reps: null, weight: 70 })),
    exerciseTarget(exercise({ sets: 1, reps: null })),
  ]).toEqual(['4 × 6 @ 185 lbs', '3 × 1 · 60 s', '3 × 45 s', '2 sets @ 70 lbs', '1 set']);
});
