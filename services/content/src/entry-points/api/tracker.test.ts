import type { ExerciseLog, WorkoutProgram, WorkoutProgressMap } from '@wsms/contracts';
import { admin, assignedProgram, buildProgram, insertPurchase, newClient, trainingApi, useTrainingStack } from '../../testing/training-test-kit';

const stack = useTrainingStack();
const api = () => trainingApi(stack.get().content.url);
const logCount = () => stack.get().content.db.collection('exercise_logs').countDocuments();

describe('POST /api/user/exercise-logs', () => {
  it('When a client logs only a name, then sets default to 1, the rest is empty, and the program shows activity', async () => {
    const { client, program } = await assignedProgram(stack.get());

    const res = await api().log(client, { workoutProgramId: program.id, exerciseName: 'Back Squat' });

    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      userId: client.identity.sub,
      workoutProgramId: program.id,
      exerciseName: 'Back Squat',
      sets: 1,
      reps: null,
      weight: null,
      duration: null,
      notes: '',
      setEntries: [],
      loggedAt: expect.any(String),
    });
    const progress = (await (await api().myProgress(client)).json()) as WorkoutProgressMap;
    expect(progress[program.id]?.lastActiveDate).toEqual(expect.any(String));
  });

  it('When each set is logged on its own, then sets is their number and the summary is the top set', async () => {
    const { client, program } = await assignedProgram(stack.get());

    const res = await api().log(client, {
      workoutProgramId: program.id,
      exerciseName: 'Back Squat',
      setEntries: [{ reps: 8, weight: 175 }, { reps: 6, weight: 185.5 }, { reps: 7, weight: 185.5 }],
    });

    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ sets: 3, reps: 7, weight: 185.5, setEntries: [{ reps: 8, weight: 175 }, { reps: 6, weight: 185.5 }, { reps: 7, weight: 185.5 }] });
  });

  it.each([
    ['sets of 0', { sets: 0 }, 'sets', 'Sets must be at least 1'],
    ['sets of 1.5', { sets: 1.5 }, 'sets', 'Sets must be a whole number'],
    ['sets as text', { sets: '3' }, 'sets', 'Sets must be a number'],
    ['reps of 0', { reps: 0 }, 'reps', 'Reps must be at least 1'],
    ['a negative weight', { weight: -5 }, 'weight', 'Weight must be at least 0'],
    ['a weight of 100.25 lbs', { weight: 100.25 }, 'weight', 'Weight must be in steps of 0.5'],
    ['a weight given as true', { weight: true }, 'weight', 'Weight must be a number'],
    ['a duration of 0 s', { duration: 0 }, 'duration', 'Duration must be at least 1'],
    ['no exercise name', { exerciseName: '  ' }, 'exerciseName', 'Exercise name is required'],
    ['a 256-character exercise name', { exerciseName: 'x'.repeat(256) }, 'exerciseName', 'Exercise name must be at most 255 characters'],
    ['no program', { workoutProgramId: undefined }, 'workoutProgramId', 'Workout program is required'],
    ['sets that disagree with the sets logged', { sets: 2, setEntries: [{ reps: 5 }] }, 'sets', 'Sets must match the number of sets logged'],
    ['a set without reps', { setEntries: [{ weight: 100 }] }, 'setEntries.0.reps', 'Reps must be a number'],
    ['an unknown field', { userId: 'someone-else' }, '(root)', expect.any(String)],
  ])('When the log has %s, then 400 names the field and nothing is stored', async (_label, overrides, path, message) => {
    const { client, program } = await assignedProgram(stack.get());
    const before = await logCount();

    const res = await api().log(client, { workoutProgramId: program.id, exerciseName: 'Back Squat', ...overrides });

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors[0]).toEqual({ path, message });
    expect(await logCount()).toBe(before);
  });

  it("When a client logs against another client's program, or one that does not exist, then 404 and nothing is stored", async () => {
    const { program } = await assignedProgram(stack.get());
    const intruder = await newClient(stack.get());
    const before = await logCount();

    for (const workoutProgramId of [program.id, '0123456789abcdef01234567', 'not-an-id']) {
      const res = await api().log(intruder, { workoutProgramId, exerciseName: 'Back Squat', sets: 3 });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Workout program not found' });
    }
    expect(await logCount()).toBe(before);
    expect((await api().log(undefined, { workoutProgramId: program.id, exerciseName: 'Back Squat' })).status).toBe(401);
  });
});

describe("A client's own data only", () => {
  it("When two clients train, then neither sees the other's programs, logs or progress", async () => {
    const a = await assignedProgram(stack.get());
    const b = await assignedProgram(stack.get());
    await api().log(a.client, { workoutProgramId: a.program.id, exerciseName: 'Back Squat', notes: 'A only' });
    await api().complete(a.client, a.program.id, { exerciseName: 'Plank', done: true });

    const programs = (await (await api().myPrograms(b.client)).json()) as WorkoutProgram[];
    const logs = (await (await api().myLogs(b.client)).json()) as ExerciseLog[];
    const filtered = (await (await api().myLogs(b.client, `?workoutProgramId=${a.program.id}`)).json()) as ExerciseLog[];
    const progress = (await (await api().myProgress(b.client)).json()) as WorkoutProgressMap;

    expect(programs.map((p) => p.id)).toEqual([b.program.id]);
    expect(logs).toEqual([]);
    expect(filtered).toEqual([]);
    expect(Object.keys(progress)).toEqual([b.program.id]);
    expect((await api().complete(b.client, a.program.id, { exerciseName: 'Plank', done: true })).status).toBe(404);
    expect((await api().setWeek(b.client, a.program.id, { currentWeek: 2 })).status).toBe(404);
  });

  it('When signed out, then every /api/user route answers 401', async () => {
    for (const res of [await api().myPrograms(), await api().myLogs(), await api().myProgress()]) expect(res.status).toBe(401);
  });
});

describe('Progress', () => {
  it('When a client has not started, then currentWeek is 1 with nothing done; marking, unmarking and moving weeks follow', async () => {
    const { client, program } = await assignedProgram(stack.get());
    const progressOf = async () => ((await (await api().myProgress(client)).json()) as WorkoutProgressMap)[program.id];

    expect(await progressOf()).toEqual({ id: null, userId: client.identity.sub, workoutProgramId: program.id, currentWeek: 1, completedExercises: {}, notes: '', lastActiveDate: null, createdAt: null });
    // Marks racing each other (and repeated) all land, once each.
    await Promise.all([
      api().complete(client, program.id, { exerciseName: 'back squat', done: true }),
      api().complete(client, program.id, { exerciseName: 'Plank', done: true }),
      api().complete(client, program.id, { exerciseName: 'Back Squat', done: true }),
      api().complete(client, program.id, { exerciseName: 'PLANK', done: true }),
    ]);
    expect((await progressOf())?.completedExercises['1']?.sort()).toEqual(['Back Squat', 'Plank']);
    await api().complete(client, program.id, { exerciseName: 'Plank', done: false });
    expect((await progressOf())?.completedExercises).toEqual({ '1': ['Back Squat'] });
    // Stored from the first mark on: spec section 3's id, userId and createdAt.
    expect(await progressOf()).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), userId: client.identity.sub, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const moved = await api().setWeek(client, program.id, { currentWeek: 2 });
    expect(await moved.json()).toMatchObject({ currentWeek: 2 });
    await api().complete(client, program.id, { exerciseName: 'Plank', done: true });
    expect((await progressOf())?.completedExercises).toEqual({ '1': ['Back Squat'], '2': ['Plank'] });
  });

  it('When the exercise is not in the program or the week is past its end, then 400 naming the field', async () => {
    const { client, program } = await assignedProgram(stack.get(), { duration: 3 });

    const unknown = await api().complete(client, program.id, { exerciseName: 'Juggling', done: true });
    const late = await api().setWeek(client, program.id, { currentWeek: 4 });

    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: [{ path: 'exerciseName' }] });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: 'Week must be within the program', errors: [{ path: 'currentWeek' }] });
  });
});

describe('Purchased programs', () => {
  it('When a client owns the digital product of an unassigned program, then it is theirs to read and log; a revoked or foreign purchase is not', async () => {
    const { insertedId } = await stack.get().content.db.collection('digital_products').insertOne({ title: 'Bought', description: '', type: 'workout_program', priceCents: 0, content: {}, isActive: true });
    const productId = insertedId.toHexString();
    const created = await api().createProgram(admin(), buildProgram({ title: 'Bought Program', digitalProductId: productId }));
    const program = (await created.json()) as WorkoutProgram;
    const buyer = await newClient(stack.get());
    const revoked = await newClient(stack.get());
    const other = await newClient(stack.get());
    await insertPurchase(stack.get(), buyer.identity.sub, productId);
    await insertPurchase(stack.get(), revoked.identity.sub, productId, false);

    expect(((await (await api().myPrograms(buyer)).json()) as WorkoutProgram[]).map((p) => p.title)).toEqual(['Bought Program']);
    expect((await api().log(buyer, { workoutProgramId: program.id, exerciseName: 'Plank', duration: 60 })).status).toBe(201);
    expect(await (await api().myPrograms(revoked)).json()).toEqual([]);
    expect(await (await api().myPrograms(other)).json()).toEqual([]);
    expect((await api().log(other, { workoutProgramId: program.id, exerciseName: 'Plank' })).status).toBe(404);
  });
});
