// Snapshots of the service databases through the MongoDB driver (the same on the embedded FerretDB
// and on MongoDB): one gzip'd EJSON-lines file per collection (canonical EJSON keeps Dates, Binary,
// ObjectIds and Decimal128 as they were), the collection's indexes, and a manifest with every file's
// SHA-256, size and document count. A snapshot is written under a hidden `.partial` name and renamed
// when complete, so a folder with a manifest is a whole snapshot; restore still checks every byte.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import mongoose from 'mongoose';
import { z } from 'zod';

const { EJSON } = mongoose.mongo.BSON;
type MongoClient = mongoose.mongo.MongoClient;
type Document = mongoose.mongo.Document;

export const SNAPSHOT_FORMAT = 'wsms-backup/1';
const MANIFEST = 'manifest.json';
/** The manifest's own checksum: a flipped digit in a count or hash would otherwise still parse. */
const MANIFEST_SUM = 'manifest.sha256';
const SNAPSHOT_PREFIX = 'wsms-';
const INSERT_BATCH = 500;

const indexSpec = z.object({ name: z.string().min(1), key: z.record(z.string(), z.unknown()) }).loose();
const collectionEntry = z.object({
  name: z.string().min(1),
  file: z.string().regex(/^[\w.-]+\/[\w.-]+\.ejson\.gz$/, 'a file inside the snapshot'),
  documents: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  indexes: z.array(indexSpec),
});
const manifestSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  createdAt: z.string().datetime(),
  method: z.literal('driver'),
  databases: z.array(z.object({ name: z.string().regex(/^[\w-]+$/), collections: z.array(collectionEntry) })).min(1),
  totalBytes: z.number().int().min(0),
});
export type SnapshotManifest = z.infer<typeof manifestSchema>;

/** A snapshot that cannot be restored: missing, partial, corrupt or of another format. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `wsms-2026-12-02T13-30-05-123Z`: sorts by time, safe in every file system. */
export function snapshotName(at: Date): string {
  return `${SNAPSHOT_PREFIX}${at.toISOString().replace(/[:.]/g, '-')}`;
}

async function userCollections(client: MongoClient, database: string) {
  const infos = await client.db(database).listCollections({}, { nameOnly: false }).toArray();
  return infos
    .filter((info) => (info.type ?? 'collection') === 'collection' && !info.name.startsWith('system.'))
    .map((info) => info.name)
    .sort();
}

/**
 * Streams one collection to `file` (gzip'd EJSON lines), hashing the bytes as they are written: a
 * collection of any size takes one cursor batch of memory.
 */
async function dumpCollection(client: MongoClient, database: string, name: string, file: string) {
  const collection = client.db(database).collection(name);
  let documents = 0;
  let bytes = 0;
  const hash = createHash('sha256');
  // In _id order: one pass over the collection, each document as it was when read.
  const cursor = collection.find({}).sort({ _id: 1 });
  async function* lines() {
    for await (const doc of cursor) {
      documents += 1;
      yield `${EJSON.stringify(doc, { relaxed: false })}\n`;
    }
  }
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Readable.from(lines()), createGzip(), measure, createWriteStream(file, { mode: 0o600 }));
  const indexes = (await collection.indexes()).flatMap(({ v: _v, ns: _ns, name: indexName, ...spec }) =>
    indexName && indexName !== '_id_' ? [{ ...spec, name: indexName }] : [],
  );
  return { documents, bytes, sha256: hash.digest('hex'), indexes };
}

export interface WriteSnapshotOptions {
  client: MongoClient;
  databases: readonly string[];
  /** The folder snapshots are kept in; the snapshot is a new folder inside it. */
  outDir: string;
  now?: Date;
}

/** Writes one snapshot of `databases`; answers its folder and manifest. */
export async function writeSnapshot({ client, databases, outDir, now = new Date() }: WriteSnapshotOptions) {
  const name = snapshotName(now);
  const finalDir = path.join(outDir, name);
  const workDir = path.join(outDir, `.${name}.partial`);
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  try {
    const manifest: SnapshotManifest = { format: SNAPSHOT_FORMAT, createdAt: now.toISOString(), method: 'driver', databases: [], totalBytes: 0 };
    for (const database of databases) {
      await mkdir(path.join(workDir, database), { mode: 0o700 });
      const collections: SnapshotManifest['databases'][number]['collections'] = [];
      for (const collection of await userCollections(client, database)) {
        const file = `${database}/${collection}.ejson.gz`;
        const dumped = await dumpCollection(client, database, collection, path.join(workDir, file));
        collections.push({ name: collection, file, ...dumped });
        manifest.totalBytes += dumped.bytes;
      }
      manifest.databases.push({ name: database, collections });
    }
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    await writeFile(path.join(workDir, MANIFEST), manifestText, { mode: 0o600 });
    await writeFile(path.join(workDir, MANIFEST_SUM), `${sha256(Buffer.from(manifestText))}  ${MANIFEST}\n`, { mode: 0o600 });
    await rename(workDir, finalDir);
    return { dir: finalDir, manifest, sizeBytes: manifest.totalBytes + Buffer.byteLength(manifestText) };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

async function readOrRefuse(file: string, what: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    throw new SnapshotError(`${what} is missing (${file}): the snapshot is partial; nothing was changed`);
  }
}

type CollectionEntry = SnapshotManifest['databases'][number]['collections'][number];

export interface VerifiedCollection {
  database: string;
  name: string;
  entry: CollectionEntry;
}

/**
 * Reads one collection's file, checks its size and SHA-256 against the manifest, and hands every
 * document to `each` (in batches of `batch`) while counting them; throws SnapshotError on any fault.
 * The file's compressed bytes are held while it is read; the documents are not.
 */
async function readCollectionFile(dir: string, entry: CollectionEntry, batch: number, each: (documents: Document[]) => Promise<void>) {
  const bytes = await readOrRefuse(path.join(dir, entry.file), `File ${entry.file}`);
  const corrupt = (why: string) => new SnapshotError(`File ${entry.file} is corrupt (${why}); nothing was changed`);
  if (bytes.length !== entry.bytes) throw corrupt(`${bytes.length} bytes, the manifest says ${entry.bytes}`);
  if (sha256(bytes) !== entry.sha256) throw corrupt('SHA-256 does not match the manifest');
  const gunzip = createGunzip();
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let streamError: Error | null = null;
  gunzip.once('error', (error) => {
    streamError = error;
    lines.close();
  });
  Readable.from([bytes]).pipe(gunzip);
  let count = 0;
  let pending: Document[] = [];
  try {
    for await (const line of lines) {
      if (line === '') continue;
      count += 1;
      try {
        pending.push(EJSON.parse(line, { relaxed: false }) as Document);
      } catch {
        throw corrupt(`line ${count} is not EJSON`);
      }
      if (pending.length >= batch) {
        await each(pending);
        pending = [];
      }
    }
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw corrupt('not a gzip stream');
  }
  if (streamError) throw corrupt('not a gzip stream');
  if (pending.length > 0) await each(pending);
  if (count !== entry.documents) throw corrupt(`${count} documents, the manifest says ${entry.documents}`);
}

/**
 * Checks a whole snapshot: manifest checksum and shape, then every file's size, SHA-256, gzip
 * stream, EJSON and document count. Throws SnapshotError at the first fault.
 */
export async function verifySnapshot(dir: string): Promise<{ manifest: SnapshotManifest; collections: VerifiedCollection[] }> {
  const manifestBytes = await readOrRefuse(path.join(dir, MANIFEST), 'The manifest');
  const sumText = (await readOrRefuse(path.join(dir, MANIFEST_SUM), 'The manifest checksum')).toString('utf8');
  if (sumText.split(/\s+/)[0] !== sha256(manifestBytes)) throw new SnapshotError(`The manifest does not match its checksum (${dir}): the snapshot is corrupt; nothing was changed`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw new SnapshotError(`The manifest is not JSON (${dir}); nothing was changed`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new SnapshotError(`The manifest is not a ${SNAPSHOT_FORMAT} manifest (${result.error.issues[0]?.message}); nothing was changed`);
  const manifest = result.data;
  const collections: VerifiedCollection[] = [];
  for (const database of manifest.databases) {
    for (const entry of database.collections) {
      await readCollectionFile(dir, entry, INSERT_BATCH, async () => undefined);
      collections.push({ database: database.name, name: entry.name, entry });
    }
  }
  return { manifest, collections };
}

/** Every collection in `databases` that holds documents, as `db.collection` names. */
export async function nonEmptyCollections(client: MongoClient, databases: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const database of databases) {
    for (const name of await userCollections(client, database)) {
      if ((await client.db(database).collection(name).countDocuments({}, { limit: 1 })) > 0) found.push(`${database}.${name}`);
    }
  }
  return found;
}

export interface RestoreOptions {
  client: MongoClient;
  dir: string;
  /** Drop the snapshot's databases first when they hold data (else such a restore is refused). */
  force?: boolean;
}

/**
 * Brings a snapshot back. Verifies the whole snapshot before writing anything, and refuses a target
 * whose databases already hold documents unless `force` (which drops them first).
 */
export async function restoreSnapshot({ client, dir, force = false }: RestoreOptions) {
  const { manifest, collections } = await verifySnapshot(dir);
  const databases = manifest.databases.map((database) => database.name);
  const occupied = await nonEmptyCollections(client, databases);
  if (occupied.length > 0 && !force) {
    const list = occupied.slice(0, 5).join(', ') + (occupied.length > 5 ? `, and ${occupied.length - 5} more` : '');
    throw new SnapshotError(`The target is not empty (${list}): stop the stack and restore into empty databases, or pass --force to replace them; nothing was changed`);
  }
  if (force) for (const database of databases) await client.db(database).dropDatabase();
  let documents = 0;
  for (const entry of collections) {
    const collection = client.db(entry.database).collection(entry.name);
    await client.db(entry.database).createCollection(entry.name).catch((error: unknown) => {
      // Already there (an empty collection a stopped service left): keep it.
      if (!(error instanceof Error && /already exists/i.test(error.message))) throw error;
    });
    const { indexes } = entry.entry;
    if (indexes.length > 0) {
      await collection.createIndexes(indexes.map(({ key, ...options }) => ({ ...options, key: key as Record<string, 1 | -1> })));
    }
    // Read again (and checked again: the bytes must still be the ones verified), written in batches.
    await readCollectionFile(dir, entry.entry, INSERT_BATCH, async (batch) => {
      await collection.insertMany(batch, { ordered: true });
    });
    documents += entry.entry.documents;
  }
  return { manifest, databases, collections: collections.length, documents };
}

/** The snapshots in `dir`, oldest first (complete ones only: a `.partial` folder is not listed). */
export async function listSnapshots(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const complete: string[] = [];
  for (const name of names.filter((n) => n.startsWith(SNAPSHOT_PREFIX)).sort()) {
    const isDir = await stat(path.join(dir, name)).then((s) => s.isDirectory(), () => false);
    if (isDir) complete.push(name);
  }
  return complete;
}

/** Deletes all but the newest `keep` snapshots in `dir`; answers the names removed. */
export async function pruneSnapshots(dir: string, keep: number): Promise<string[]> {
  const all = await listSnapshots(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
