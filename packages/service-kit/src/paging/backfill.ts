import type { Connection, Model, mongo } from 'mongoose';
import { isDuplicateKey } from '../data-access/duplicate-key';

type StoredDoc = mongo.WithId<mongo.Document>;

/**
 * Gives every row written before its list was paged its list key, once per collection (a row in
 * `list_key_backfills` records that it was done, so later starts read one document). Rows written
 * since carry their key from the repository that writes them. Several instances may run it at once:
 * they write the same keys.
 */
export async function backfillListKeys<T>(db: Connection, model: Model<T>, keyOf: (doc: StoredDoc) => string): Promise<number> {
  const done = db.collection<{ _id: string; at: Date }>('list_key_backfills');
  const name = model.collection.collectionName;
  if (await done.findOne({ _id: name })) return 0;
  const missing: StoredDoc[] = await model.collection.find({ listKey: { $exists: false } }).toArray();
  for (let i = 0; i < missing.length; i += 1000) {
    const batch = missing.slice(i, i + 1000);
    await model.collection.bulkWrite(
      batch.map((doc) => ({ updateOne: { filter: { _id: doc._id }, update: { $set: { listKey: keyOf(doc) } } } })),
      { ordered: false },
    );
  }
  await done.insertOne({ _id: name, at: new Date() }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error; // another instance finished the same backfill
  });
  return missing.length;
}
