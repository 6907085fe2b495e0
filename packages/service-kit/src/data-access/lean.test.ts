import { Document, Schema, Types, type Connection } from 'mongoose';
import { connectDatabase } from '../database';
import { freshDatabaseUri } from '../testing';
import { leanMany, leanOne, type Lean, type Timestamps } from './lean';
import { toPlain } from './to-plain';

interface CoachRecord {
  name: string;
  startsOn: Date | null;
  rateCents: number;
  tags: string[];
}

interface Coach {
  id: string;
  name: string;
  startsOn: string | null;
  rateCents: number;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

const coachSchema = new Schema<CoachRecord & Timestamps>(
  { name: { type: String, required: true }, startsOn: { type: Date, default: null }, rateCents: Number, tags: [String] },
  { collection: 'coaches', timestamps: true },
);

/** The mapper convention: it takes the lean record, typed from the schema, and names the DTO it returns. */
const toCoach = (doc: Lean<CoachRecord & Timestamps>): Coach => toPlain(doc);

describe('leanOne and leanMany on the embedded database', () => {
  let db: Connection;
  const Coaches = () => db.model('Coach', coachSchema);
  let ann: Lean<CoachRecord & Timestamps>;

  beforeAll(async () => {
    db = await connectDatabase(freshDatabaseUri('kit_lean'));
    ann = (await Coaches().create({ name: 'Ann', startsOn: new Date('2026-03-01T09:00:00Z'), rateCents: 9000, tags: ['judo'] })).toObject();
    await Coaches().create({ name: 'Bea', rateCents: 8000, tags: [] });
  });
  afterAll(() => db.close());

  it('When one document is read, then the mapper gets a plain object and the DTO has text ids and ISO dates', async () => {
    const seen: unknown[] = [];

    const coach = await leanOne(Coaches().findById(ann._id), (doc) => {
      seen.push(doc);
      return toCoach(doc);
    });

    expect(seen[0]).not.toBeInstanceOf(Document);
    expect(coach).toEqual({
      id: String(ann._id),
      name: 'Ann',
      startsOn: '2026-03-01T09:00:00.000Z',
      rateCents: 9000,
      tags: ['judo'],
      createdAt: ann.createdAt.toISOString(),
      updatedAt: ann.updatedAt.toISOString(),
    });
    expect(coach).not.toHaveProperty('_id');
    expect(coach).not.toHaveProperty('__v');
  });

  it('When no document matches, then leanOne answers null without calling the mapper', async () => {
    const map = jest.fn(toCoach);

    expect(await leanOne(Coaches().findById(new Types.ObjectId()), map)).toBeNull();
    expect(map).not.toHaveBeenCalled();
  });

  it('When an update returns the document, then leanOne maps the stored result', async () => {
    const coach = await leanOne(Coaches().findByIdAndUpdate(ann._id, { $set: { rateCents: 9500 } }, { returnDocument: 'after' }), toCoach);

    expect(coach?.rateCents).toBe(9500);
  });

  it('When many documents are read, then leanMany maps each in the query order, and an empty result maps to []', async () => {
    const coaches = await leanMany(Coaches().find().sort({ name: -1 }), toCoach);

    expect(coaches.map((coach) => [coach.name, coach.startsOn])).toEqual([
      ['Bea', null],
      ['Ann', '2026-03-01T09:00:00.000Z'],
    ]);
    expect(await leanMany(Coaches().find({ name: 'Nobody' }), toCoach)).toEqual([]);
  });

  it('When a projection leaves fields out, then the mapper is typed with only the projected fields', async () => {
    const names = await leanMany(Coaches().find({}, { name: 1 }).sort({ name: 1 }), (doc) => doc.name);

    expect(names).toEqual(['Ann', 'Bea']);
  });

  it('When a mapper expects a field the schema does not store, then it does not compile (at run time the field is missing)', async () => {
    const toNickname = (doc: Lean<CoachRecord & { nickname: string }>) => doc.nickname;

    // @ts-expect-error the schema has no `nickname`: a cast would have hidden this
    expect(await leanOne(Coaches().findById(ann._id), toNickname)).toBeUndefined();
  });

  it('When a mapper expects fields a projection leaves out, then it does not compile (at run time they are missing)', async () => {
    // @ts-expect-error the projection keeps only `name`
    const coach = await leanOne(Coaches().findOne({ name: 'Ann' }, { name: 1 }), toCoach);

    expect(coach?.rateCents).toBeUndefined();
  });

  it('When a one-document query is read as many, then it does not compile (at run time it fails)', async () => {
    // @ts-expect-error findById reads one document or none, not a list
    await expect(leanMany(Coaches().findById(ann._id), toCoach)).rejects.toThrow(TypeError);
  });
});
