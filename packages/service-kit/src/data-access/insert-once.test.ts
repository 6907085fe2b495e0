import type { Connection } from 'mongoose';
import { connectDatabase } from '../database';
import { freshDatabaseUri } from '../testing';
import { insertOnce } from './insert-once';

describe('insertOnce on the embedded database', () => {
  let db: Connection;
  const claims = () => db.collection<{ _id: string; by: number }>('claims');
  beforeAll(async () => {
    db = await connectDatabase(freshDatabaseUri('kit_insert_once'));
  });
  afterAll(() => db.close());

  it('When 20 callers race to insert the same _id, then exactly one is told it won, and its row is the one stored', async () => {
    const won = await Promise.all(Array.from({ length: 20 }, (_, by) => insertOnce(() => claims().insertOne({ _id: 'seat-1', by }))));

    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await claims().findOne({ _id: 'seat-1' })).toEqual({ _id: 'seat-1', by: won.indexOf(true) });
  });

  it('When the insert fails for another reason, then the error is thrown, not taken for a lost race', async () => {
    const broken = new Error('database unreachable');

    await expect(insertOnce(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});
