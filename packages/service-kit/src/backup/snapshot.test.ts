// The checks behind the checksums: a file whose bytes match the manifest (hash and size updated with
// it) but are not gzip, or hold another number of documents, is refused all the same, and the target
// stays as it was. (The flipped byte, the missing file and the restore drill: services/content.)
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type mongoose from 'mongoose';
import { connectDatabase } from '../database';
import { freshDatabaseUri } from '../testing';
import { nonEmptyCollections, restoreSnapshot, SnapshotError, writeSnapshot, type SnapshotManifest } from './snapshot';

let db: mongoose.Connection;
let dir: string;
let snapshot: string;

beforeAll(async () => {
  db = await connectDatabase(freshDatabaseUri('snapshot_checks'));
  await db.collection('notes').insertMany([{ _id: 'n1', text: 'one', at: new Date('2030-01-01T00:00:00Z') }, { _id: 'n2', text: 'two' }] as never[]);
  dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-snapshot-'));
  ({ dir: snapshot } = await writeSnapshot({ client: db.getClient(), databases: [db.name], outDir: dir }));
});
afterAll(async () => {
  await db.dropDatabase();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A copy of the snapshot whose notes file is `bytes`, with the manifest (and its checksum) made to agree. */
function forgedCopy(name: string, bytes: Buffer) {
  const copy = path.join(dir, name);
  cpSync(snapshot, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(copy, 'manifest.json'), 'utf8')) as SnapshotManifest;
  const entry = manifest.databases[0]?.collections.find((c) => c.name === 'notes');
  if (!entry) throw new Error('no notes in the snapshot');
  writeFileSync(path.join(copy, entry.file), bytes);
  Object.assign(entry, { bytes: bytes.length, sha256: sha256(bytes) });
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(path.join(copy, 'manifest.json'), text);
  writeFileSync(path.join(copy, 'manifest.sha256'), `${sha256(text)}  manifest.json\n`);
  return { copy, file: entry.file };
}

describe('restore checks every file, not only its checksum', () => {
  it('When a file matching the manifest is not gzip, or holds another number of documents, then the restore is refused and nothing is written', async () => {
    const client = db.getClient();
    const notGzip = forgedCopy('not-gzip', Buffer.from('{"_id":"n1"}\n'));
    await expect(restoreSnapshot({ client, dir: notGzip.copy })).rejects.toThrow(new SnapshotError(`File ${notGzip.file} is corrupt (not a gzip stream); nothing was changed`));
    const short = forgedCopy('short', gzipSync('{"_id":"n1","text":"one"}\n'));
    await expect(restoreSnapshot({ client, dir: short.copy })).rejects.toThrow(`File ${short.file} is corrupt (1 documents, the manifest says 2); nothing was changed`);
    const notEjson = forgedCopy('not-ejson', gzipSync('{"_id":"n1"}\n{"_id": n2\n'));
    await expect(restoreSnapshot({ client, dir: notEjson.copy })).rejects.toThrow(`File ${notEjson.file} is corrupt (line 2 is not EJSON); nothing was changed`);
    // The source database is the snapshot's target here: it still holds exactly its two documents.
    expect(await db.collection('notes').countDocuments()).toBe(2);
    expect(await nonEmptyCollections(client, [db.name])).toEqual([`${db.name}.notes`]);
  });

  it('When the whole snapshot is sound, then --force replaces the data with it, types kept', async () => {
    await db.collection('notes').insertOne({ _id: 'n3', text: 'after the backup' } as never);
    await restoreSnapshot({ client: db.getClient(), dir: snapshot, force: true });
    expect(await db.collection('notes').find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 'n1', text: 'one', at: new Date('2030-01-01T00:00:00Z') }, { _id: 'n2', text: 'two' }]);
  });
});
