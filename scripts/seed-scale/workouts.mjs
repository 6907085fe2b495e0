// Area "workouts": 2,000 program assignments over five years (an instructor's program for one client,
// with its progress record) and 200 exercise logs each, 400,000 in all (content service). A shorter
// --years keeps the assignments that started within it.
import { mongo } from 'mongoose';
import { objectIdAt, stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;
export const ASSIGNMENTS = 2000;
const LOGS_PER_ASSIGNMENT = 200;
const EXERCISES = [
  { name: 'Back Squat', sets: 4, reps: 6, weight: 135, duration: null },
  { name: 'Romanian Deadlift', sets: 3, reps: 8, weight: 115, duration: null },
  { name: 'Bench Press', sets: 4, reps: 6, weight: 95, duration: null },
  { name: 'Plank', sets: 3, reps: null, weight: null, duration: 45 },
  { name: 'Walking Lunge', sets: 3, reps: 10, weight: 25, duration: null },
];
const DAY = 86_400_000;

function assignmentsOf(plan) {
  const span = 5 * 365 * DAY;
  const end = new Date(`${plan.asOf}T12:00:00Z`).getTime();
  const start = new Date(`${plan.first}T12:00:00Z`).getTime();
  return Array.from({ length: ASSIGNMENTS }, (_, i) => {
    const rng = stream(plan.seed, 'assignment', i);
    const createdAt = new Date(end - span + Math.floor((i / ASSIGNMENTS) * (span - 120 * DAY)) + rng.int(DAY));
    const instructor = plan.instructors[i % plan.instructors.length];
    const client = plan.clients[(i * 5 + rng.int(5)) % plan.clients.length];
    return { i, rng, createdAt, instructor, client, id: objectIdAt(createdAt, plan.seed, 'program', i) };
  }).filter((a) => a.createdAt.getTime() >= start);
}

function* logsOf(plan, assignments) {
  for (const a of assignments) {
    const rng = stream(plan.seed, 'logs', a.i);
    for (let n = 0; n < LOGS_PER_ASSIGNMENT; n += 1) {
      const exercise = EXERCISES[n % EXERCISES.length];
      // Five exercises a workout, a workout about every three days.
      const loggedAt = new Date(a.createdAt.getTime() + (Math.floor(n / EXERCISES.length) * 3 + 1) * DAY + rng.int(7_200_000));
      const id = objectIdAt(loggedAt, plan.seed, 'log', a.i, n);
      const weight = exercise.weight === null ? null : exercise.weight + 2.5 * Math.floor(n / 25);
      yield {
        _id: new ObjectId(id),
        userId: a.client.id,
        workoutProgramId: a.id,
        exerciseName: exercise.name,
        sets: exercise.sets,
        reps: exercise.reps,
        weight,
        duration: exercise.duration,
        notes: '',
        setEntries: exercise.reps === null ? [] : Array.from({ length: exercise.sets }, () => ({ reps: exercise.reps, weight })),
        loggedAt,
        listKey: `${loggedAt.toISOString()}|${id}`,
      };
    }
  }
}

export const workouts = {
  name: 'workouts',
  seed: ({ plan, dbs, key }) =>
    once(dbs.content, key('workouts'), async () => {
      const assignments = assignmentsOf(plan);
      const programs = assignments.map((a) => ({
        _id: new ObjectId(a.id),
        title: `Strength block for ${a.client.name}`,
        description: 'Twelve weeks, three workouts a week.',
        duration: 12,
        difficulty: 'Intermediate',
        digitalProductId: null,
        instructorId: a.instructor.id,
        instructorName: a.instructor.name,
        userId: a.client.id,
        authorId: a.instructor.staffUserId,
        exercises: EXERCISES.map((e) => ({ ...e, instructions: '', restTime: 90 })),
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      }));
      const progress = assignments.map((a) => ({
        _id: new ObjectId(objectIdAt(a.createdAt, plan.seed, 'progress', a.i)),
        userId: a.client.id,
        workoutProgramId: a.id,
        currentWeek: 12,
        notes: '',
        lastActiveDate: new Date(a.createdAt.getTime() + 120 * DAY),
        createdAt: a.createdAt,
      }));
      return {
        programAssignments: await insertAll(dbs.content.collection('workout_programs'), programs),
        progressRecords: await insertAll(dbs.content.collection('user_workout_progress'), progress),
        exerciseLogs: await insertAll(dbs.content.collection('exercise_logs'), logsOf(plan, assignments)),
      };
    }),
};
