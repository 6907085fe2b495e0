import { compliance, type ExerciseLog, type WorkoutProgram, type WorkoutProgressMap } from '@wsms/contracts';
import { createLogger } from '@wsms/service-kit';
import { baseTestEnv } from '@wsms/service-kit/testing';
import { loadConfig } from '../../config';
import { seedMarkerRepository } from '../../data-access/seed/seed-marker-repository';
import { insertInstructor, insertUser, personFor, trainingApi, useTrainingStack } from '../../testing/training-test-kit';
import { buildTrainingDeps } from '../../composition/training';
import { demoClientEmail, demoCoachEmail, demoCompleted, demoLogs, demoProgram } from './demo-training';
import { seedDemoTraining } from './seed-demo-training.use-case';

const stack = useTrainingStack();

it('When several instances seed an empty database at once, then the demo client has one program from the demo coach with two weeks of logs, once', async () => {
  const { auth, catalog, booking, content } = stack.get();
  const { user: coach } = await insertUser(auth, { role: 'staff', email: demoCoachEmail, firstName: 'Marcus', lastName: 'Silva' });
  const { user: client } = await insertUser(auth, { email: demoClientEmail, firstName: 'Jamie', lastName: 'Rivera' });
  const instructor = await insertInstructor(catalog, { email: demoCoachEmail, name: 'Marcus Silva' });
  const config = loadConfig({ ...baseTestEnv('unused'), BOOKING_URL: booking.url, AUTH_URL: auth.url });
  const deps = buildTrainingDeps(content.db, config);
  const seed = () => seedDemoTraining(deps, seedMarkerRepository(content.db), createLogger('content', 'silent'), 5000);

  const outcomes = await Promise.all([seed(), seed(), seed()]);
  const again = await seed();

  expect(outcomes.filter(Boolean)).toHaveLength(1);
  expect(again).toBe(false);
  const me = personFor(client);
  const api = trainingApi(content.url);
  const programs = (await (await api.myPrograms(me)).json()) as WorkoutProgram[];
  const logs = (await (await api.myLogs(me)).json()) as ExerciseLog[];
  const progress = (await (await api.myProgress(me)).json()) as WorkoutProgressMap;
  expect(programs).toHaveLength(1);
  expect(programs[0]).toMatchObject({ title: 'Fight Camp Strength', instructorId: instructor.id, instructorName: 'Marcus Silva', userId: client.id });
  const days = new Set(logs.map((l) => l.loggedAt.slice(0, 10)));
  expect(days.size).toBe(6);
  const span = Date.parse(logs[0]!.loggedAt) - Date.parse(logs.at(-1)!.loggedAt);
  expect(span).toBeGreaterThan(10 * 86_400_000);
  expect(span).toBeLessThan(14 * 86_400_000);
  expect(compliance(programs[0]!, progress[programs[0]!.id]!, logs)).toMatchObject({ currentWeek: 2, completed: 3, total: 5, percent: 60 });
  const coachView = (await (await api.listPrograms(personFor(coach))).json()) as WorkoutProgram[];
  expect(coachView.map((p) => p.id)).toEqual([programs[0]!.id]);
});

it('When the demo is seeded on any day of the week, then the client has done 3 of 5 this week (its logs agree with its ticks)', () => {
  const monday = Date.parse('2026-03-16T16:00:00Z');
  const figures = Array.from({ length: 7 }, (_, day) => {
    const now = new Date(monday + day * 86_400_000);
    const logs = demoLogs('u1', 'p1', now).map((log) => ({ ...log, loggedAt: log.loggedAt.toISOString() }));
    return compliance(demoProgram, { currentWeek: 2, completedExercises: demoCompleted, lastActiveDate: null }, logs, now).completed;
  });
  expect(figures).toEqual([3, 3, 3, 3, 3, 3, 3]);
});
