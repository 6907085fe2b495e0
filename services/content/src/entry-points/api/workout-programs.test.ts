import { compliance, type ExerciseLog, type ProgramActivity, type WorkoutProgram, type WorkoutProgressMap } from '@wsms/contracts';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { exerciseLogRepository } from '../../data-access/training/exercise-log-repository';
import { admin, assignedProgram, buildProgram, newClient, newCoach, trainingApi, useTrainingStack } from '../../testing/training-test-kit';

const stack = useTrainingStack();
const api = () => trainingApi(stack.get().content.url);
const programCount = () => stack.get().content.db.collection('workout_programs').countDocuments();

describe('POST /api/workout-programs', () => {
  it('When a coach writes a program with only a title and exercise names, then the spec defaults apply and it is theirs', async () => {
    const { coach, instructor } = await newCoach(stack.get());

    const res = await api().createProgram(coach, { title: '  Mobility Block ', exercises: [{ name: 'Hip Airplane' }] });

    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title: 'Mobility Block',
      description: '',
      duration: 4,
      difficulty: 'Intermediate',
      digitalProductId: null,
      userId: null,
      instructorId: instructor.id,
      instructorName: instructor.name,
      exercises: [{ name: 'Hip Airplane', instructions: '', sets: 3, reps: 10, weight: null, duration: null, restTime: 60 }],
    });
  });

  it('When a coach clears Reps on a timed exercise, then it is stored and read back empty, not as 10; the client sees the same', async () => {
    const { coach, addClient } = await newCoach(stack.get());
    const client = await addClient();
    const exercises = [{ name: 'Plank', sets: 3, reps: null, duration: 45 }, { name: 'Farmer Carry', sets: 2, reps: null, weight: 70 }];

    const res = await api().createProgram(coach, buildProgram({ userId: client.identity.sub, exercises }));

    expect(res.status).toBe(201);
    const created = (await res.json()) as WorkoutProgram;
    const expected = [expect.objectContaining({ name: 'Plank', sets: 3, reps: null, duration: 45 }), expect.objectContaining({ name: 'Farmer Carry', reps: null, duration: null, weight: 70 })];
    expect(created.exercises).toEqual(expected);
    const mine = (await (await api().myPrograms(client)).json()) as WorkoutProgram[];
    expect(mine[0]!.exercises).toEqual(expected);
    const patched = await api().updateProgram(coach, created.id, { exercises: [{ name: 'Plank', reps: null, duration: 60 }] });
    expect(((await patched.json()) as WorkoutProgram).exercises).toEqual([expect.objectContaining({ sets: 3, reps: null, duration: 60, restTime: 60 })]);
  });

  it('When a coach assigns it to a verified client who booked with them, then 201 and the client sees it under their programs', async () => {
    const { coach, addClient } = await newCoach(stack.get());
    const client = await addClient();

    const res = await api().createProgram(coach, buildProgram({ userId: client.identity.sub }));

    expect(res.status).toBe(201);
    const created = (await res.json()) as WorkoutProgram;
    const mine = (await (await api().myPrograms(client)).json()) as WorkoutProgram[];
    expect(mine.map((p) => p.id)).toEqual([created.id]);
  });

  it.each([
    ['a client of another coach', async () => (await newCoach(stack.get())).addClient()],
    ['a client who booked with them but never verified the e-mail', async () => null],
    ['an account that never booked', async () => newClient(stack.get())],
  ])('When a coach assigns it to %s, then 403 and nothing is stored', async (_label, someone) => {
    const { coach, addClient } = await newCoach(stack.get());
    const target = (await someone()) ?? (await addClient({ emailVerified: false }));
    const before = await programCount();

    const res = await api().createProgram(coach, buildProgram({ userId: target.identity.sub }));

    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You can only assign programs to your own clients' });
    expect(await programCount()).toBe(before);
  });

  it('When a coach names another instructor, then 403; a staff member without an instructor profile gets 404', async () => {
    const { coach } = await newCoach(stack.get());
    const other = await newCoach(stack.get());
    const identity = buildIdentity({ role: 'staff', email: 'no.profile@example.com' });

    expect((await api().createProgram(coach, buildProgram({ instructorId: other.instructor.id }))).status).toBe(403);
    const withoutProfile = await api().createProgram({ identity, headers: identityHeaders(identity) }, buildProgram());
    expect(withoutProfile.status).toBe(404);
    expect(await withoutProfile.json()).toEqual({ message: 'Instructor profile not found' });
  });

  it('When an admin assigns a program to any existing account, then 201; to an unknown account, 404', async () => {
    const someone = await newClient(stack.get());

    expect((await api().createProgram(admin(), buildProgram({ userId: someone.identity.sub }))).status).toBe(201);
    const unknown = await api().createProgram(admin(), buildProgram({ userId: '0123456789abcdef01234567' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Client not found' });
  });

  it('When a program names a digital product, then it must exist: unknown, 404 and nothing stored (also on edit); existing, 201', async () => {
    const { coach } = await newCoach(stack.get());
    const before = await programCount();
    for (const digitalProductId of ['0123456789abcdef01234567', 'nope']) {
      const unknown = await api().createProgram(coach, buildProgram({ digitalProductId }));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'Digital product not found' });
    }
    expect(await programCount()).toBe(before);

    const { insertedId } = await stack.get().content.db.collection('digital_products').insertOne({ title: 'Fight Camp', description: '', type: 'video', priceCents: 0, content: {}, isActive: true });
    const res = await api().createProgram(coach, buildProgram({ digitalProductId: insertedId.toHexString() }));
    expect(res.status).toBe(201);
    const created = (await res.json()) as WorkoutProgram;
    expect(created.digitalProductId).toBe(insertedId.toHexString());
    const edit = await api().updateProgram(coach, created.id, { digitalProductId: '0123456789abcdef01234567' });
    expect(edit.status).toBe(404);
    expect(((await (await api().listPrograms(coach)).json()) as WorkoutProgram[]).find((p) => p.id === created.id)?.digitalProductId).toBe(insertedId.toHexString());
  });

  it('When a client or a signed-out visitor writes a program, then 403 / 401', async () => {
    expect((await api().createProgram(await newClient(stack.get()), buildProgram())).status).toBe(403);
    expect((await api().createProgram(undefined, buildProgram())).status).toBe(401);
  });

  it.each([
    ['no exercises', { exercises: [] }, 'exercises', 'Add at least one exercise'],
    ['two exercises with one name', { exercises: [{ name: 'Squat' }, { name: 'squat ' }] }, 'exercises.1.name', 'Each exercise needs its own name'],
    ['a duration of 0 weeks', { duration: 0 }, 'duration', 'Duration must be at least 1'],
    ['an unknown difficulty', { difficulty: 'Legendary' }, 'difficulty', 'Difficulty must be one of: Beginner, Intermediate, Advanced'],
    ['sets of 0', { exercises: [{ name: 'Squat', sets: 0 }] }, 'exercises.0.sets', 'Sets must be at least 1'],
    ['a weight of 2.25 lbs', { exercises: [{ name: 'Curl', weight: 2.25 }] }, 'exercises.0.weight', 'Weight must be in steps of 0.5'],
    ['reps given as text', { exercises: [{ name: 'Squat', reps: '10' }] }, 'exercises.0.reps', 'Reps must be a number'],
    ['an empty title', { title: ' ' }, 'title', 'Title is required'],
  ])('When the program has %s, then 400 names the field and nothing is stored', async (_label, overrides, path, message) => {
    const { coach } = await newCoach(stack.get());
    const before = await programCount();

    const res = await api().createProgram(coach, { ...buildProgram(), ...overrides });

    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ path: string; message: string }> };
    expect(body.errors[0]).toEqual({ path, message });
    expect(await programCount()).toBe(before);
  });
});

describe('GET /api/workout-programs', () => {
  it('When a coach lists, then only their own programs; an admin sees every one and can filter by client', async () => {
    const first = await assignedProgram(stack.get());
    const second = await assignedProgram(stack.get());

    const own = (await (await api().listPrograms(first.coach)).json()) as WorkoutProgram[];
    const all = (await (await api().listPrograms(admin())).json()) as WorkoutProgram[];
    const filtered = (await (await api().listPrograms(admin(), `?userId=${second.client.identity.sub}`)).json()) as WorkoutProgram[];

    expect(own.map((p) => p.id)).toEqual([first.program.id]);
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([first.program.id, second.program.id]));
    expect(filtered.map((p) => p.id)).toEqual([second.program.id]);
    expect(own[0]).not.toHaveProperty('authorId');
  });

  it("When a client asks, then only their own programs (with or without their own userId); another client's id is 403; signed out 401", async () => {
    const mine = await assignedProgram(stack.get());
    const theirs = await assignedProgram(stack.get());
    const me = mine.client.identity.sub;

    const plain = await api().listPrograms(mine.client);
    const byId = await api().listPrograms(mine.client, `?userId=${me}`);

    expect([plain.status, byId.status]).toEqual([200, 200]);
    expect(((await plain.json()) as WorkoutProgram[]).map((p) => p.id)).toEqual([mine.program.id]);
    expect(((await byId.json()) as WorkoutProgram[]).map((p) => p.id)).toEqual([mine.program.id]);
    expect((await api().listPrograms(mine.client, `?userId=${theirs.client.identity.sub}`)).status).toBe(403);
    expect((await api().listPrograms()).status).toBe(401);
  });
});

describe('PATCH /api/workout-programs/:id', () => {
  it('When the author changes exercises and unassigns the client, then the program changes and the client no longer sees it', async () => {
    const { coach, client, program } = await assignedProgram(stack.get());

    const res = await api().updateProgram(coach, program.id, { exercises: [{ name: 'Deadlift', sets: 5, reps: 5 }], userId: null });

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ userId: null, exercises: [{ name: 'Deadlift', sets: 5, reps: 5, restTime: 60 }] });
    expect(await (await api().myPrograms(client)).json()).toEqual([]);
  });

  it("When another coach, a client or a visitor changes it, then 403 / 403 / 401 and it is unchanged; an admin may", async () => {
    const { program, client } = await assignedProgram(stack.get());
    const other = await newCoach(stack.get());

    expect((await api().updateProgram(other.coach, program.id, { title: 'Mine now' })).status).toBe(403);
    expect((await api().updateProgram(client, program.id, { title: 'Mine now' })).status).toBe(403);
    expect((await api().updateProgram(undefined, program.id, { title: 'Mine now' })).status).toBe(401);
    const mine = (await (await api().myPrograms(client)).json()) as WorkoutProgram[];
    expect(mine[0]?.title).toBe('Grappler Strength');
    expect((await api().updateProgram(admin(), program.id, { title: 'Admin edit' })).status).toBe(200);
  });

  it('When the author reassigns it to someone who is not their client, then 403; to another client of theirs, then 200', async () => {
    const { coach, program, addClient } = await assignedProgram(stack.get());
    const stranger = await newClient(stack.get());
    const another = await addClient();

    expect((await api().updateProgram(coach, program.id, { userId: stranger.identity.sub })).status).toBe(403);
    const res = await api().updateProgram(coach, program.id, { userId: another.identity.sub });
    expect(res.status).toBe(200);
    expect(((await res.json()) as WorkoutProgram).userId).toBe(another.identity.sub);
  });

  it('When the program does not exist or the body is empty, then 404 / 400', async () => {
    const { coach, program } = await assignedProgram(stack.get());
    expect((await api().updateProgram(coach, '0123456789abcdef01234567', { title: 'x' })).status).toBe(404);
    expect((await api().updateProgram(coach, 'not-an-id', { title: 'x' })).status).toBe(404);
    expect((await api().updateProgram(coach, program.id, {})).status).toBe(400);
  });
});

describe('GET /api/workout-programs/:id/activity', () => {
  it("When the client has logged and marked exercises, then the coach sees the same compliance and the recent logs; another coach gets 403", async () => {
    const { coach, client, program } = await assignedProgram(stack.get());
    await api().log(client, { workoutProgramId: program.id, exerciseName: 'Back Squat', sets: 4, reps: 6, weight: 185, duration: 600 });
    await api().complete(client, program.id, { exerciseName: 'Back Squat', done: true });

    const res = await api().activity(coach, program.id);

    expect(res.status).toBe(200);
    const activity = (await res.json()) as ProgramActivity;
    expect(activity.compliance).toMatchObject({ currentWeek: 1, completed: 1, total: 2, percent: 50, minutesTrained: 10, weeklyStreak: 1 });
    expect(activity.recentLogs.map((l) => l.exerciseName)).toEqual(['Back Squat']);
    expect((await api().activity((await newCoach(stack.get())).coach, program.id)).status).toBe(403);
    expect((await api().activity(client, program.id)).status).toBe(403);
  });

  it('When the client logged three of five exercises this week without ticking them, then the coach sees 3 of 5 (60%), as the client does; last week\'s log does not count, a tick without a log does', async () => {
    const names = ['Back Squat', 'Bench Press', 'Romanian Deadlift', 'Pull-Up', 'Plank'];
    const { coach, client, program } = await assignedProgram(stack.get(), { exercises: names.map((name) => ({ name })) });
    for (const exerciseName of names.slice(0, 3)) await api().log(client, { workoutProgramId: program.id, exerciseName, sets: 3, reps: 5 });
    await exerciseLogRepository(stack.get().content.db).insert({
      userId: client.identity.sub, workoutProgramId: program.id, exerciseName: 'Pull-Up', sets: 3, reps: 8, weight: null, duration: null, notes: '', setEntries: [],
      loggedAt: new Date(Date.now() - 8 * 86_400_000),
    });

    const activity = (await (await api().activity(coach, program.id)).json()) as ProgramActivity;

    expect(activity.compliance).toMatchObject({ completed: 3, total: 5, percent: 60 });
    const [programs, progress, logs] = await Promise.all([
      api().myPrograms(client).then((r) => r.json() as Promise<WorkoutProgram[]>),
      api().myProgress(client).then((r) => r.json() as Promise<WorkoutProgressMap>),
      api().myLogs(client).then((r) => r.json() as Promise<ExerciseLog[]>),
    ]);
    expect(compliance(programs[0]!, progress[program.id]!, logs)).toEqual(activity.compliance);
    await api().complete(client, program.id, { exerciseName: 'Plank', done: true });
    expect(((await (await api().activity(coach, program.id)).json()) as ProgramActivity).compliance).toMatchObject({ completed: 4, percent: 80 });
  });
});
