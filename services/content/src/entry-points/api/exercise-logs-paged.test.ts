import { compliance, exerciseSeries, personalRecords, recentLogsFor, type ExerciseLog, type ProgramActivity, type ProgramSummaryMap } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { exerciseLogRepository } from '../../data-access/training/exercise-log-repository';
import { admin, assignedProgram, buildProgram, newClient, newCoach, trainingApi, useTrainingStack, type Person } from '../../testing/training-test-kit';

const stack = useTrainingStack();
const api = () => trainingApi(stack.get().content.url);
const as = (who: Person) => (path: string) => api().request('GET', path, who);

async function logMany(client: Person, workoutProgramId: string, count: number, name = 'Back Squat') {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await api().log(client, { workoutProgramId, exerciseName: name, sets: 1, reps: i + 1 });
    ids.push(((await res.json()) as ExerciseLog).id);
  }
  return ids;
}

describe('GET /api/user/exercise-logs, paged', () => {
  it("When a client walks one program's logs while logging more, then each earlier log comes once, newest first, and the next link keeps the filter and limit", async () => {
    const { client, program, coach, instructor } = await assignedProgram(stack.get());
    const other = await api().createProgram(coach, buildProgram({ title: 'Other', userId: client.identity.sub, instructorId: instructor.id }));
    const otherId = ((await other.json()) as { id: string }).id;
    const before = await logMany(client, program.id, 9);
    await logMany(client, otherId, 2, 'Plank');

    const walk = await walkPages<ExerciseLog>(as(client), `/api/user/exercise-logs?workoutProgramId=${program.id}&limit=4`, async () => {
      await logMany(client, program.id, 1, 'During');
    });

    const ids = walk.items.map((l) => l.id);
    expect(ids.filter((id) => before.includes(id))).toEqual([...before].reverse());
    expect(new Set(ids).size).toBe(ids.length);
    expect(walk.items.every((l) => l.workoutProgramId === program.id && !('listKey' in l))).toBe(true);
    expect(walk.items.map((l) => l.loggedAt)).toEqual([...walk.items.map((l) => l.loggedAt)].sort().reverse());
    expect(walk.links[0]).toMatch(new RegExp(`^/api/user/exercise-logs\\?workoutProgramId=${program.id}&limit=4&cursor=[\\w-]+$`));
  });

  it('When no limit is given, then the first 50 come with a next link', async () => {
    const { client, program } = await assignedProgram(stack.get());
    await exerciseLogRepository(stack.get().content.db).insertMany(
      Array.from({ length: 55 }, (_, i) => ({
        userId: client.identity.sub, workoutProgramId: program.id, exerciseName: 'Plank', sets: 1, reps: null, weight: null, duration: 30, notes: '', setEntries: [],
        loggedAt: new Date(Date.now() - (i + 1) * 3_600_000),
      })),
    );

    const res = await api().myLogs(client);

    expect(res.status).toBe(200);
    expect(((await res.json()) as ExerciseLog[]).length).toBe(50);
    expect(res.headers.get('link')).toMatch(/^<\/api\/user\/exercise-logs\?cursor=[\w-]+&limit=50>; rel="next"$/);
  });

  it.each(['0', '201', 'x'])('When limit is %s, then 400 naming limit', async (limit) => {
    const res = await api().myLogs(await newClient(stack.get()), `?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When the cursor was not written by the service, then 400 naming cursor', async () => {
    const res = await api().myLogs(await newClient(stack.get()), '?cursor=bm90LWEta2V5');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['cursor']);
  });

  it("When signed out, then 401; another client's program named as the filter lists nothing of it", async () => {
    const a = await assignedProgram(stack.get());
    await logMany(a.client, a.program.id, 2);
    expect((await api().myLogs(undefined, '?limit=10')).status).toBe(401);
    const res = await api().myLogs(await newClient(stack.get()), `?workoutProgramId=${a.program.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('Logs stored before the lists were paged', () => {
  it('When the backfill runs, then an old log gets its list key once and shows in its place in the pages', async () => {
    const { client, program } = await assignedProgram(stack.get());
    const db = stack.get().content.db;
    await logMany(client, program.id, 2);
    const loggedAt = new Date(Date.now() - 86_400_000);
    await db.collection('exercise_logs').insertOne({
      userId: client.identity.sub, workoutProgramId: program.id, exerciseName: 'Old Squat', sets: 1, reps: 5, weight: null, duration: null, notes: '', setEntries: [], loggedAt,
    });
    await db.collection<{ _id: string }>('list_key_backfills').deleteOne({ _id: 'exercise_logs' });

    expect(await exerciseLogRepository(db).backfillListKeys()).toBe(1);
    expect(await exerciseLogRepository(db).backfillListKeys()).toBe(0);

    const logs = (await (await api().myLogs(client, `?workoutProgramId=${program.id}`)).json()) as ExerciseLog[];
    expect(logs.map((l) => l.exerciseName)).toEqual(['Back Squat', 'Back Squat', 'Old Squat']);
  });
});

describe('Exercise log pages on the embedded database', () => {
  it.each([
    ['one program', true, /SEARCH \S+ USING INDEX \S+_userId_1_workoutProgramId_1_listKey_-1 \(<expr>=\? AND <expr>=\? AND <expr>>\? AND <expr><\?\)/],
    ['every program', false, /SEARCH \S+ USING INDEX \S+_userId_1_listKey_-1 \(<expr>=\? AND <expr>>\? AND <expr><\?\)/],
  ])("When a deep page of a client's logs of %s is explained, then SQLite walks its index from the cursor, with the sort and the limit", async (_label, oneProgram, plan) => {
    const { client, program } = await assignedProgram(stack.get());
    await logMany(client, program.id, 3);
    const cursor = `${new Date().toISOString()}|ffffffffffffffffffffffff`;
    const filter = { userId: client.identity.sub, ...(oneProgram ? { workoutProgramId: program.id } : {}), listKey: { $lt: cursor } };

    const explained = (await stack.get().content.db.collection('exercise_logs').find(filter).sort({ listKey: -1 }).limit(51).explain()) as Record<string, unknown>;

    expect(JSON.stringify(explained.queryPlanner)).toMatch(plan);
    expect([explained.sortPushdown, explained.limitPushdown]).toEqual([true, true]);
  });
});

describe('GET /api/workout-programs/:id/logs, paged', () => {
  it("When the coach walks the client's logs while the client logs more, then each earlier log comes once, newest first", async () => {
    const { client, coach, program } = await assignedProgram(stack.get());
    const before = await logMany(client, program.id, 7);

    const walk = await walkPages<ExerciseLog>(as(coach), `/api/workout-programs/${program.id}/logs?limit=3`, async () => {
      await logMany(client, program.id, 1, 'During');
    });

    const ids = walk.items.map((l) => l.id);
    expect(ids.filter((id) => before.includes(id))).toEqual([...before].reverse());
    expect(new Set(ids).size).toBe(ids.length);
    expect(walk.pages).toBeGreaterThanOrEqual(3);
    expect(walk.links[0]).toMatch(new RegExp(`^/api/workout-programs/${program.id}/logs\\?limit=3&cursor=[\\w-]+$`));
  });

  it('When an admin reads them, then 200; another coach 403, the client 403, signed out 401, an unknown program 404; limit 0 or 201 is 400', async () => {
    const { client, coach, program } = await assignedProgram(stack.get());
    await logMany(client, program.id, 2);

    expect(((await (await api().programLogs(admin(), program.id)).json()) as ExerciseLog[]).length).toBe(2);
    expect((await api().programLogs((await newCoach(stack.get())).coach, program.id)).status).toBe(403);
    expect((await api().programLogs(client, program.id)).status).toBe(403);
    expect((await api().programLogs(undefined, program.id)).status).toBe(401);
    expect((await api().programLogs(admin(), '0123456789abcdef01234567')).status).toBe(404);
    for (const limit of ['0', '201']) expect((await api().programLogs(coach, program.id, `?limit=${limit}`)).status).toBe(400);
  });
});

describe('GET /api/user/workout-summaries', () => {
  it('When a client has more logs than a page, then the figures count every log of the program, as the coach sees them', async () => {
    const { client, coach, program } = await assignedProgram(stack.get());
    const logs = exerciseLogRepository(stack.get().content.db);
    await logs.insertMany(
      Array.from({ length: 120 }, (_, i) => ({
        userId: client.identity.sub, workoutProgramId: program.id, exerciseName: i % 2 ? 'Back Squat' : 'Plank', sets: 2, reps: 5, weight: i % 2 ? 100 + i : null,
        duration: 60, notes: '', setEntries: [], loggedAt: new Date(Date.now() - i * 86_400_000),
      })),
    );

    const res = await api().mySummaries(client);

    expect(res.status).toBe(200);
    const summary = ((await res.json()) as ProgramSummaryMap)[program.id]!;
    const all = await logs.listForProgram(client.identity.sub, program.id);
    expect(all).toHaveLength(120);
    expect(summary.compliance.minutesTrained).toBe(120);
    expect(summary.compliance).toEqual(((await (await api().activity(coach, program.id)).json()) as ProgramActivity).compliance);
    expect(summary.compliance).toMatchObject(compliance({ exercises: [{ name: 'Back Squat' }, { name: 'Plank' }] }, null, all));
    const squat = summary.exercises.find((e) => e.exerciseName === 'Back Squat')!;
    expect(squat.heaviest).toEqual(personalRecords(all).find((r) => r.exerciseName === 'Back Squat')!.heaviest);
    expect(squat.series).toEqual(exerciseSeries(all, 'Back Squat'));
    expect(squat.recentLogs).toEqual(recentLogsFor(all, 'Back Squat'));
    expect(summary.exercises.map((e) => e.exerciseName)).toEqual(['Plank', 'Back Squat']);
  });

  it("When another client asks, then only their own programs' figures", async () => {
    const a = await assignedProgram(stack.get());
    const b = await assignedProgram(stack.get());
    expect(Object.keys((await (await api().mySummaries(b.client)).json()) as ProgramSummaryMap)).toEqual([b.program.id]);
    expect(Object.keys((await (await api().mySummaries(a.client)).json()) as ProgramSummaryMap)).toEqual([a.program.id]);
  });
});
