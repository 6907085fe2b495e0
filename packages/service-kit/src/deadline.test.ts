import mongoose, { Schema, type Connection, type Model } from 'mongoose';
// The kit's database module registers the deadline plugin for every model.
import './database';
import { deadlineExceeded, timeLeftMs, withDeadline } from './deadline';
import { trustedOperator } from './data-access';
import { freshDatabaseUri } from './testing';

interface Sent {
  commandName: string;
  command: Record<string, unknown>;
}

describe('A request deadline on the embedded database', () => {
  let db: Connection;
  const sent: Sent[] = [];
  interface RowRecord {
    n: number;
    text: string;
  }
  const schema = new Schema<RowRecord>({ n: Number, text: String }, { collection: 'deadline_rows' });
  const Row = (): Model<RowRecord> => (db.models.DeadlineRow as Model<RowRecord> | undefined) ?? db.model<RowRecord>('DeadlineRow', schema);
  beforeAll(async () => {
    db = await mongoose.createConnection(freshDatabaseUri('kit_deadline'), { monitorCommands: true }).asPromise();
    db.getClient().on('commandStarted', (e: Sent) => sent.push({ commandName: e.commandName, command: e.command }));
    await Row().insertMany(Array.from({ length: 2000 }, (_, n) => ({ n, text: 'x'.repeat(200) })));
  });
  afterAll(() => db.close());
  beforeEach(() => {
    sent.length = 0;
  });

  it('When reads run inside a deadline, then each command the database receives carries the time left as maxTimeMS, and none outside it does', async () => {
    // A budget no read here comes near, even on a loaded machine.
    await withDeadline(60_000, async () => {
      await Row().find({ n: trustedOperator({ $lt: 10 }) }).lean();
      await Row().findOne({ n: 3 }).lean();
      await Row().countDocuments({});
      await Row().aggregate([{ $match: { n: { $gte: 1990 } } }]);
    });
    await Row().find({ n: 1 }).lean();

    const reads = sent.filter((s) => ['find', 'count', 'aggregate'].includes(s.commandName));
    expect(reads.map((r) => r.commandName)).toEqual(['find', 'find', 'aggregate', 'aggregate', 'find']);
    for (const r of reads.slice(0, 4)) {
      expect(r.command.maxTimeMS).toBeGreaterThan(30_000);
      expect(r.command.maxTimeMS).toBeLessThanOrEqual(60_000);
    }
    expect(reads[4]!.command.maxTimeMS).toBeUndefined();
  });

  it('When the budget is spent before a read, then the read is never sent and the request answers the deadline error', async () => {
    const run = withDeadline(30, async () => {
      await new Promise((r) => setTimeout(r, 60));
      return Row().find({}).lean();
    });

    await expect(run).rejects.toMatchObject({ code: 'deadline-exceeded', status: 503 });
    expect(sent.filter((s) => s.commandName === 'find')).toHaveLength(0);
  });

  it('When the database stops a read at its maxTimeMS, then the request answers the deadline error (503), 20 times in a row', async () => {
    for (let i = 0; i < 20; i += 1) {
      // A read sent with 1 ms left: the database gives up on it (or the budget is spent before it goes).
      const run = withDeadline(1, () => Row().find({ text: trustedOperator({ $regex: 'y$' }) }).lean());
      await expect(run).rejects.toMatchObject({ code: 'deadline-exceeded', status: 503 });
    }
  });

  it('When deadlines nest, then the earlier one stays in force, and the time left shrinks', async () => {
    await withDeadline(500, () =>
      withDeadline(60_000, async () => {
        const left = timeLeftMs()!;
        expect(left).toBeLessThanOrEqual(500);
        await new Promise((r) => setTimeout(r, 50));
        expect(timeLeftMs()!).toBeLessThan(left);
      }),
    );
    expect(timeLeftMs()).toBeUndefined();
    expect(deadlineExceeded().status).toBe(503);
  });
});
