import { mongo, Schema, type Connection } from 'mongoose';
import { connectDatabase } from '../database';
import { freshDatabaseUri } from '../testing';
import { duplicateKeyField, isDuplicateKey } from './duplicate-key';

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

const accountSchema = new Schema({ email: { type: String, unique: true }, name: String });

describe('isDuplicateKey on the embedded database (FerretDB)', () => {
  let db: Connection;
  const Account = () => db.model('Account', accountSchema);
  beforeAll(async () => {
    db = await connectDatabase(freshDatabaseUri('kit_duplicate'));
    await Account().init();
    await Account().create({ email: 'taken@example.com', name: 'First' });
  });
  afterAll(() => db.close());

  it('When a model insert hits a unique index, then the refusal is a duplicate key', async () => {
    const error = await refusal(Account().create({ email: 'taken@example.com' }));

    expect(isDuplicateKey(error)).toBe(true);
  });

  it('When insertMany hits a unique index, then the bulk refusal is a duplicate key', async () => {
    const error = await refusal(Account().insertMany([{ email: 'new@example.com' }, { email: 'taken@example.com' }]));

    expect(isDuplicateKey(error)).toBe(true);
  });

  it('When a raw insert reuses an _id, then the refusal is a duplicate key', async () => {
    const markers = db.collection<{ _id: string }>('markers');
    await markers.insertOne({ _id: 'once' });

    expect(isDuplicateKey(await refusal(markers.insertOne({ _id: 'once' })))).toBe(true);
  });

  it('When an update breaks a unique index, then FerretDB refuses it without a duplicate key (so inserts, not updates, decide uniqueness)', async () => {
    await Account().create({ email: 'other@example.com' });

    const error = await refusal(Account().updateOne({ email: 'other@example.com' }, { $set: { email: 'taken@example.com' } }));

    expect(error).toBeInstanceOf(Error);
    expect(isDuplicateKey(error)).toBe(false);
  });

  it('When FerretDB refuses an insert, then its message names no index, so the field is unknown', async () => {
    const error = await refusal(Account().create({ email: 'taken@example.com' }));

    expect(duplicateKeyField(error, ['email'])).toBeNull();
  });
});

describe('isDuplicateKey and duplicateKeyField on MongoDB error shapes', () => {
  const mongoDuplicate = (fields: Record<string, unknown>) =>
    new mongo.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error collection: app.users index: email_1 dup key: { email: "a@b.c" }', ...fields });

  it('When MongoDB names the index in keyPattern, then the field is read from it', () => {
    const error = mongoDuplicate({ keyPattern: { usernameKey: 1 }, keyValue: { usernameKey: 'ann' } });

    expect(isDuplicateKey(error)).toBe(true);
    expect(duplicateKeyField(error, ['email', 'usernameKey'])).toBe('usernameKey');
  });

  it('When only the message names the index, then the field is read from the message', () => {
    expect(duplicateKeyField(mongoDuplicate({}), ['usernameKey', 'email'])).toBe('email');
  });

  it('When the index is on none of the fields asked about, then the field is null', () => {
    expect(duplicateKeyField(mongoDuplicate({ keyPattern: { handle: 1 } }), ['phone'])).toBeNull();
  });

  it('When an error is anything but code 11000, then it is no duplicate key', () => {
    const others: unknown[] = [
      new mongo.MongoServerError({ code: 1, errmsg: 'constraint failed: UNIQUE constraint failed: index email_1' }),
      new Error('E11000 duplicate key error'),
      { code: '11000' },
      'E11000',
      null,
      undefined,
    ];

    expect(others.map(isDuplicateKey)).toEqual(others.map(() => false));
    expect(others.map((error) => duplicateKeyField(error, ['email']))).toEqual(others.map(() => null));
  });
});
