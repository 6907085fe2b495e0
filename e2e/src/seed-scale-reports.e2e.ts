import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { mongo } from 'mongoose';
import type { ReportSummary } from '@wsms/contracts';
import { apiClient, demo } from './support/api';
import { startSeparateStack, type SeparateStack } from './support/separate-stack';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
// A stack of its own (the seeded history would show in every other file's reports), and a tag of its own.
const tag = `r${Date.now().toString(36)}`;
const asOf = '2026-11-23';
const from = '2026-01-01';

let stack: SeparateStack;
let client: mongo.MongoClient;
let seeded = '';
const seed = () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.mjs', '--only', 'people,availability,bookings,workouts,credits,waitlist', '--years', '0.5', '--as-of', asOf, '--instructors', '3', '--clients', '40', '--tag', tag], {
    cwd: root,
    env: { ...process.env, MONGODB_URI: stack.databaseUri, DATA_DIR: stack.dataDir },
    timeout: 240_000,
  });
async function summary(query: string) {
  const admin = apiClient(stack.url);
  expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
  const res = await admin.request<ReportSummary>('GET', `/api/reports/summary?${query}`);
  expect(res.status).toBe(200);
  return res.json;
}

beforeAll(async () => {
  stack = await startSeparateStack();
  client = await mongo.MongoClient.connect(stack.databaseUri);
  ({ stdout: seeded } = await seed());
}, 300_000);
afterAll(async () => {
  await client?.close();
  await stack?.stop();
});

describe("The owner's reports right after the scale seed", () => {
  it('When the seed has written half a year of history, then the summary shows it at once (sessions, money, credits, waitlist, programs), the same figures a rebuild by hand gives', async () => {
    expect(seeded).toMatch(/reports .*reportFacts [1-9]/);
    const bookings = client.db('wsms_booking').collection('bookings');
    const inRange = { date: { $gte: from, $lte: asOf } };
    const completed = await bookings.countDocuments({ ...inRange, status: 'completed' });
    const noShows = await bookings.countDocuments({ ...inRange, status: 'no_show' });
    const assigned = await client.db('wsms_content').collection('workout_programs').countDocuments({ userId: { $ne: null } });
    expect(completed).toBeGreaterThan(100);
    expect(assigned).toBeGreaterThan(0);

    const live = await summary(`from=${from}&to=${asOf}`);

    expect(live.sessions.completed).toBe(completed);
    expect(live.sessions.noShow).toBe(noShows);
    expect(live.sessions.booked).toBeGreaterThanOrEqual(completed + noShows);
    expect(live.revenueCents.sessions).toBeGreaterThan(0);
    expect(live.credits.sold).toBeGreaterThan(0);
    expect(live.waitlist.offers).toBeGreaterThan(0);
    expect(live.programs.activeAssignments).toBe(assigned);
    expect(live.clients.active).toBeGreaterThan(0);

    // The roll-ups the seed left are exactly those the rebuild command builds from the records.
    await run(process.execPath, ['--import', 'tsx', 'services/booking/src/rebuild-reports.ts'], {
      cwd: root,
      env: { ...process.env, MONGODB_URI: `${stack.databaseUri.replace(/\/+$/, '')}/wsms_booking` },
      timeout: 120_000,
    });
    expect(await summary(`from=${from}&to=${asOf}`)).toEqual(live);
  });

  it('When the seed runs again, then it writes nothing and leaves the roll-ups as they are', async () => {
    const again = await seed();
    expect(again.stdout).toMatch(/reports .*already built/);
    const facts = await client.db('wsms_booking').collection('report_facts').countDocuments({});
    expect(facts).toBeGreaterThan(0);
  }, 300_000);
});
