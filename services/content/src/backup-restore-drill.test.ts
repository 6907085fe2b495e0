// The restore drill (issue 40 item 5), on the embedded database, through the real commands:
// seed, `npm run backup`, wipe, `npm run restore`; every booking, credit, intake and chart note is
// back, byte for byte, and the clinical fields still decrypt. A corrupt or partial snapshot (a
// flipped byte, a missing file) and a non-empty target are refused, and nothing changes.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { issueCredits } from '@wsms/booking-service/testing/credit-test-kit';
import { clinicalCipher } from './adapters/clinical-cipher';
import { clinicalNoteRepository } from './data-access/clinical/clinical-note-repository';
import { intakeRepository } from './data-access/clinical/intake-repository';
import { buildIntake, buildNote, clinicalApi, clinicalEnv, notedCareTeam, TEST_CLINICAL_KEY } from './testing/clinical-test-kit';
import { useTrainingStack } from './testing/training-test-kit';

const { EJSON } = mongoose.mongo.BSON;
const training = useTrainingStack(clinicalEnv);
const root = path.resolve(__dirname, '../../..');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'wsms-drill-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- args` against the jest run's embedded database server. */
async function npmRun(script: 'backup' | 'restore', args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.mjs`, ...args], {
      cwd: root,
      env: { ...process.env, MONGODB_URI: process.env.TEST_MONGODB_BASE },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** The report projector's lease: the running stack renews it on every pass, so it is not a record to compare. */
const RENEWED_WHILE_RUNNING = new Set(['report_projector_leases']);

/** Every document of every collection (but the renewed lease), in canonical EJSON (types kept), by database and collection. */
async function everything(client: mongoose.mongo.MongoClient, databases: string[]) {
  const all: Record<string, string[]> = {};
  for (const database of databases) {
    for (const info of await client.db(database).listCollections().toArray()) {
      if (RENEWED_WHILE_RUNNING.has(info.name)) continue;
      const docs = await client.db(database).collection(info.name).find({}).sort({ _id: 1 }).toArray();
      if (docs.length > 0) all[`${database}.${info.name}`] = docs.map((doc) => EJSON.stringify(doc, { relaxed: false }));
    }
  }
  return all;
}

const onlySnapshot = (dir: string) => {
  const names = readdirSync(dir).filter((name) => name.startsWith('wsms-'));
  expect(names).toHaveLength(1);
  return path.join(dir, names[0] ?? '');
};

describe('backup and restore drill', () => {
  it('When the stack is seeded, backed up, wiped and restored, then every booking, credit, intake and chart note is back and still decrypts; corrupt, partial and non-empty cases change nothing', async () => {
    const stack = training.get();
    const api = clinicalApi(stack.content.url);
    const team = await notedCareTeam(stack);
    const clientId = team.client.identity.sub;
    expect((await api.saveIntake(team.client, buildIntake({ medications: 'Isotretinoin' }))).status).toBe(200);
    await issueCredits(stack.booking.db, { sub: clientId, email: team.client.identity.email }, { count: 3 });
    const databases = [stack.content.db.name, stack.booking.db.name, stack.catalog.db.name, stack.auth.db.name];
    const client = stack.content.db.getClient();
    const before = await everything(client, databases);
    const indexesOf = async (server: mongoose.mongo.MongoClient) => {
      const specs = await Promise.all(['bookings', 'credits'].map((name) => server.db(stack.booking.db.name).collection(name).indexes()));
      return specs.flat().map(({ name, key, unique }) => ({ name, key, unique }));
    };
    const indexesBefore = await indexesOf(client);
    expect(indexesBefore.length).toBeGreaterThan(2);
    const count = (suffix: string) => Object.entries(before).filter(([name]) => name.endsWith(suffix)).reduce((n, [, docs]) => n + docs.length, 0);
    expect(count('.bookings')).toBeGreaterThanOrEqual(2);
    expect(count('.credits')).toBe(3);
    expect(count('.clinical_intake_versions')).toBe(1);
    expect(count('.clinical_notes')).toBe(1);

    const backup = await npmRun('backup', ['--out', path.join(workDir, 'snapshots'), '--databases', databases.join(',')]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Snapshot: .*wsms-\d{4}-\d\d-\d\dT[\d-]+Z \(\d+ bytes\)/);
    const snapshot = onlySnapshot(path.join(workDir, 'snapshots'));
    const manifest = JSON.parse(readFileSync(path.join(snapshot, 'manifest.json'), 'utf8')) as { databases: { name: string; collections: { name: string; file: string; documents: number }[] }[] };
    expect(manifest.databases.map((d) => d.name)).toEqual(databases);

    // A restore into the running, populated stack is refused without --force, and changes nothing.
    const occupied = await npmRun('restore', ['--from', snapshot]);
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toMatch(/restore failed: The target is not empty \(.+\).*nothing was changed/);
    expect(await everything(client, databases)).toEqual(before);

    // The stack stops; its databases are lost.
    await stack.content.stop();
    await stack.booking.stop();
    await Promise.all([stack.auth.stop(), stack.catalog.stop()]);
    const admin = await mongoose.createConnection(process.env.TEST_MONGODB_BASE ?? '').asPromise();
    try {
      const server = admin.getClient();
      for (const database of databases) await server.db(database).dropDatabase();
      expect(await everything(server, databases)).toEqual({});

      // A flipped byte in a collection's file, a missing file, a forged manifest: refused, the target stays empty.
      const notes = manifest.databases.flatMap((d) => d.collections).find((c) => c.name === 'clinical_notes');
      if (!notes) throw new Error('the snapshot has no clinical_notes');
      const flipped = path.join(workDir, 'flipped');
      cpSync(snapshot, flipped, { recursive: true });
      const file = path.join(flipped, notes.file);
      const bytes = readFileSync(file);
      bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0x01;
      writeFileSync(file, bytes);
      const partial = path.join(workDir, 'partial');
      cpSync(snapshot, partial, { recursive: true });
      rmSync(path.join(partial, notes.file));
      // A forged count in the manifest: its checksum no longer matches.
      const forged = path.join(workDir, 'forged');
      cpSync(snapshot, forged, { recursive: true });
      const manifestFile = path.join(forged, 'manifest.json');
      writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replace(`"documents": ${notes.documents}`, `"documents": ${notes.documents + 1}`));
      const [corrupt, missing, forgedRun] = await Promise.all([npmRun('restore', ['--from', flipped]), npmRun('restore', ['--from', partial]), npmRun('restore', ['--from', forged])]);
      expect(corrupt.code).toBe(1);
      expect(corrupt.stderr).toContain(`restore failed: File ${notes.file} is corrupt (SHA-256 does not match the manifest); nothing was changed`);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(`restore failed: File ${notes.file} is missing`);
      expect(missing.stderr).toContain('the snapshot is partial; nothing was changed');
      expect(forgedRun.code).toBe(1);
      expect(forgedRun.stderr).toContain('The manifest does not match its checksum');
      expect(await everything(server, databases)).toEqual({});

      // The real snapshot comes back whole.
      const restore = await npmRun('restore', ['--from', snapshot]);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/Restored .*: \d+ collection\(s\), \d+ document\(s\)/);
      expect(await everything(server, databases)).toEqual(before);

      // Clinical fields still open with the service's key, bound to their collection, record and field.
      const contentDb = admin.useDb(stack.content.db.name);
      const cipher = () => clinicalCipher(TEST_CLINICAL_KEY);
      expect(await intakeRepository(contentDb, cipher).current(clientId)).toMatchObject({ medications: 'Isotretinoin', allergies: 'Penicillin', emergencyContact: { name: 'Riley Client' } });
      expect(await clinicalNoteRepository(contentDb, cipher).find(team.noteId)).toMatchObject(buildNote());
      // The indexes came back too (the unique ones keep guarding seats and credits).
      expect(await indexesOf(server)).toEqual(indexesBefore);
    } finally {
      await admin.close();
    }
    // Six runs of the real commands (a node start each): well past the run's 30 s default.
  }, 240_000);
});
