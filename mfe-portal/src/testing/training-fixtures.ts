import type { FakeRoute } from '@wsms/api-client/testing';
import { PAGE_LIMIT, programSummary, type ExerciseLog, type WorkoutProgram, type WorkoutProgressMap } from '@wsms/contracts';

export const me = { id: 'u1', username: 'jamie', email: 'jamie.rivera@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera', emailVerified: true };

export function buildProgram(overrides: Partial<WorkoutProgram> = {}): WorkoutProgram {
  return {
    id: 'p1',
    title: 'Fight Camp Strength',
    description: 'Strength for grapplers',
    duration: 4,
    difficulty: 'Intermediate',
    digitalProductId: null,
    instructorId: 'i1',
    instructorName: 'Marcus Silva',
    userId: 'u1',
    exercises: [
      { name: 'Back Squat', instructions: 'Brace hard.', sets: 4, reps: 6, weight: 185, duration: null, restTime: 120 },
      { name: 'Bench Press', instructions: '', sets: 4, reps: 8, weight: 135, duration: null, restTime: 90 },
      { name: 'Romanian Deadlift', instructions: '', sets: 3, reps: 10, weight: 155, duration: null, restTime: 90 },
      { name: 'Pull-Up', instructions: '', sets: 3, reps: 8, weight: null, duration: null, restTime: 60 },
      { name: 'Plank', instructions: '', sets: 3, reps: 1, weight: null, duration: 60, restTime: 60 },
    ],
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;
export function buildLog(overrides: Partial<ExerciseLog> = {}): ExerciseLog {
  sequence += 1;
  return {
    id: `l${sequence}`,
    userId: 'u1',
    workoutProgramId: 'p1',
    exerciseName: 'Back Squat',
    sets: 4,
    reps: 6,
    weight: 185,
    duration: 600,
    notes: '',
    setEntries: [],
    loggedAt: `2026-03-0${(sequence % 9) + 1}T18:00:00.000Z`,
    ...overrides,
  };
}

export const progressFor = (programId: string, completed: string[] = [], currentWeek = 1): WorkoutProgressMap => ({
  [programId]: { id: `progress-${programId}`, userId: 'client-1', workoutProgramId: programId, currentWeek, completedExercises: { [String(currentWeek)]: completed }, notes: '', lastActiveDate: null, createdAt: '2026-03-01T18:00:00.000Z' },
});

/**
 * The tracker's reads as the content service answers them: the programs, their progress, each
 * program's figures computed from `logs` (programSummary, as the service does) and the logs paged
 * newest first (`?workoutProgramId=`, `?limit=`, a `Link` to the next page).
 */
export function trackerRoutes({ programs = [buildProgram()], progress = progressFor('p1', ['Back Squat', 'Bench Press']), logs = [] }: {
  programs?: WorkoutProgram[];
  progress?: WorkoutProgressMap;
  logs?: ExerciseLog[];
} = {}): Record<string, FakeRoute> {
  const newest = [...logs].sort((a, b) => b.loggedAt.localeCompare(a.loggedAt) || b.id.localeCompare(a.id));
  const mine = (programId: string) => newest.filter((l) => l.workoutProgramId === programId);
  return {
    'GET /api/user/workout-programs': { body: programs },
    'GET /api/user/workout-progress': { body: progress },
    'GET /api/user/workout-summaries': () => ({
      body: Object.fromEntries(programs.map((p) => [p.id, programSummary(p, progress[p.id] ?? null, mine(p.id), new Date())])),
    }),
    'GET /api/user/exercise-logs': (_init, url = '') => {
      const query = new URL(url, 'http://test.invalid').searchParams;
      const programId = query.get('workoutProgramId');
      const list = programId ? mine(programId) : newest;
      const limit = Number(query.get('limit') ?? PAGE_LIMIT.default);
      const from = Number(query.get('cursor')?.slice(1) ?? 0);
      const next = from + limit < list.length ? `c${from + limit}` : null;
      const link = new URLSearchParams({ ...(programId ? { workoutProgramId: programId } : {}), limit: String(limit), ...(next ? { cursor: next } : {}) });
      return { body: list.slice(from, from + limit), ...(next && { headers: { Link: `</api/user/exercise-logs?${link.toString()}>; rel="next"` } }) };
    },
  };
}
