// The embedded database is FerretDB built with our patches (scripts/ferretdb/patches.json). These
// check the patches keep MongoDB's answers while using the indexes: equality filters on top-level
// string fields are narrowed inside SQLite (through the field's index), and FerretDB still filters
// every row it returns, so a field holding an array still matches one of its elements.
import mongoose from 'mongoose';
import { connectDatabase } from './database';
import { freshDatabaseUri } from './testing';

let db: mongoose.Connection;
beforeAll(async () => {
  db = await connectDatabase(freshDatabaseUri('embedded_db'));
});
afterAll(() => db.close());

interface Row {
  _id: string;
  key?: unknown;
  scope?: string;
  n?: number;
}

async function seeded(name: string) {
  const rows = db.collection<Row>(name);
  await rows.createIndex({ key: 1 });
  await rows.createIndex({ scope: 1, key: 1 });
  await rows.insertMany([
    { _id: 'plain', key: 'a', scope: 'email', n: 1 },
    { _id: 'other-scope', key: 'a', scope: 'address', n: 2 },
    { _id: 'array', key: ['b', 'a'], scope: 'email', n: 3 },
    { _id: 'object', key: { a: 'a' }, scope: 'email', n: 5 },
    { _id: 'missing', scope: 'email', n: 6 },
    { _id: 'other-value', key: 'b', scope: 'email', n: 7 },
    { _id: 'number', key: 1, scope: 'email', n: 8 },
    { _id: 'quoted', key: 'a "quoted" <value> \\ ü', scope: 'email', n: 9 },
  ]);
  return rows;
}

const ids = async (cursor: { toArray(): Promise<Row[]> }) => (await cursor.toArray()).map((row) => row._id).sort();

describe('the embedded database', () => {
  it('When a collection is filtered by top-level string fields, then it answers exactly the matching rows, arrays included', async () => {
    const rows = await seeded('equality');

    expect(await ids(rows.find({ key: 'a' }))).toEqual(['array', 'other-scope', 'plain']);
    expect(await ids(rows.find({ scope: 'email', key: 'a' }))).toEqual(['array', 'plain']);
    expect(await ids(rows.find({ key: 'b' }))).toEqual(['array', 'other-value']);
    expect(await ids(rows.find({ key: 'a "quoted" <value> \\ ü' }))).toEqual(['quoted']);
    expect(await ids(rows.find({ key: 'a', n: 2 }))).toEqual(['other-scope']);
    expect(await ids(rows.find({ key: 'a', scope: 'nowhere' }))).toEqual([]);
    expect(await ids(rows.find({ key: { $in: ['a'] } }))).toEqual(['array', 'other-scope', 'plain']);
    expect(await rows.countDocuments({ key: 'a' })).toBe(3);
  });

  it('When a collection is filtered by an ObjectId field, then it answers the rows holding that id', async () => {
    const rows = db.collection<{ _id: string; ref: mongoose.Types.ObjectId }>('object_ids');
    await rows.createIndex({ ref: 1 });
    const [one, two] = [new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId()];
    await rows.insertMany([
      { _id: 'first', ref: one },
      { _id: 'second', ref: two },
      { _id: 'third', ref: one },
    ]);

    expect(await ids(rows.find({ ref: one }))).toEqual(['first', 'third']);
    expect(await ids(rows.find({ ref: two }))).toEqual(['second']);
  });

  it('When rows are updated or deleted by a string field, then exactly the matching rows change', async () => {
    const rows = await seeded('writes');

    expect((await rows.updateMany({ key: 'a' }, { $set: { n: 0 } })).modifiedCount).toBe(3);
    expect(await ids(rows.find({ n: 0 }))).toEqual(['array', 'other-scope', 'plain']);
    expect((await rows.deleteMany({ key: 'b' })).deletedCount).toBe(2);
    expect(await ids(rows.find({}))).toEqual(['missing', 'number', 'object', 'other-scope', 'plain', 'quoted']);
  });

  it('When a string field with an index is filtered, then the database reads it through that index', async () => {
    const rows = await seeded('plans');

    const plan = JSON.stringify(await rows.find({ key: 'a' }).explain());

    expect(plan).toMatch(/SEARCH \S+ USING INDEX \S+_key_1/);
  });
});

// A keyset page (how every paged list reads: scripts/ferretdb/patches.json, `src/paging`) is pushed
// into SQLite whole: its equalities and key range through one index, the sort and the limit too.
describe('Keyset pages on the embedded database', () => {
  async function pages(name: string) {
    const rows = db.collection<{ _id: string; owner: string; listKey: unknown }>(name);
    await rows.createIndex({ owner: 1, listKey: -1 });
    const docs = Array.from({ length: 300 }, (_, i) => ({ _id: `r${i}`, owner: i % 3 === 0 ? 'x' : 'y', listKey: `2026-01-01T00:00:${String(i).padStart(3, '0')}|r${i}` }));
    await rows.insertMany([...docs, { _id: 'number', owner: 'x', listKey: 5 }, { _id: 'array', owner: 'x', listKey: ['zzz'] }, { _id: 'missing', owner: 'x' } as never]);
    return rows;
  }

  it('When a page is read from a cursor, then it answers exactly the next rows in order, other types left out', async () => {
    const rows = await pages('keyset_rows');
    const page = await rows.find({ owner: 'x', listKey: { $lt: '2026-01-01T00:00:150|r150' } }).sort({ listKey: -1 }).limit(4).toArray();
    expect(page.map((r) => r._id)).toEqual(['r147', 'r144', 'r141', 'r138']);
    const older = await rows.find({ owner: 'x', listKey: { $gt: '2026-01-01T00:00:290|r290' } }).sort({ listKey: 1 }).limit(5).toArray();
    expect(older.map((r) => r._id)).toEqual(['r291', 'r294', 'r297']);
  });

  it('When a page deep in the list is explained, then SQLite walks the one index between the cursor and the edge, with the sort and the limit', async () => {
    const rows = await pages('keyset_plans');
    const explained = (await rows.find({ owner: 'x', listKey: { $lt: '2026-01-01T00:00:010|r10' } }).sort({ listKey: -1 }).limit(51).explain()) as Record<string, unknown>;
    expect(JSON.stringify(explained.queryPlanner)).toMatch(/SEARCH \S+ USING INDEX \S+_owner_1_listKey_-1 \(<expr>=\? AND <expr>>\? AND <expr><\?\)/);
    expect(JSON.stringify(explained.queryPlanner)).not.toMatch(/TEMP B-TREE/);
    expect([explained.sortPushdown, explained.limitPushdown]).toEqual([true, true]);
  });

  it('When a collection is sorted by a number field with a limit and no bound, then it is ordered by number (the highest version is 10, not 9)', async () => {
    const rows = db.collection<{ _id: string; version: number }>('numbers_sorted');
    await rows.createIndex({ version: 1 }, { unique: true });
    await rows.insertMany(Array.from({ length: 12 }, (_, i) => ({ _id: `v${i + 1}`, version: i + 1 })));

    expect((await rows.find().sort({ version: -1 }).limit(1).toArray()).map((r) => r.version)).toEqual([12]);
    expect((await rows.find({}).sort({ version: 1 }).limit(3).toArray()).map((r) => r.version)).toEqual([1, 2, 3]);
  });

  it('When a first page has no cursor, then the paging helper still bounds the key to strings, so the page is pushed into SQLite', async () => {
    const rows = await pages('keyset_first');
    const explained = (await rows.find({ owner: 'x', listKey: { $gte: '' } }).sort({ listKey: -1 }).limit(51).explain()) as Record<string, unknown>;
    expect([explained.sortPushdown, explained.limitPushdown]).toEqual([true, true]);
    const first = await rows.find({ owner: 'x', listKey: { $gte: '' } }).sort({ listKey: -1 }).limit(2).toArray();
    expect(first.map((r) => r._id)).toEqual(['r297', 'r294']);
  });
});
