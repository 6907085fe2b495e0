// Bulk writes of the scale seed: insertMany in batches, unordered, a duplicate _id skipped (it is
// the same document, written by an earlier run). FerretDB takes an insert batch as one SQLite
// transaction per batch, so batches of 1,000 keep both the round trips and the transactions few.
const BATCH = 1000;
const DUPLICATE = 11000;

/** Inserts `docs` (an iterable, consumed in batches) into `collection`; answers how many were new. */
export async function insertAll(collection, docs) {
  let inserted = 0;
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const chunk = batch;
    batch = [];
    try {
      inserted += (await collection.insertMany(chunk, { ordered: false })).insertedCount;
    } catch (error) {
      const writeErrors = [error?.writeErrors ?? []].flat();
      if (!writeErrors.length || writeErrors.some((e) => (e.code ?? e.err?.code) !== DUPLICATE)) throw error;
      inserted += error.result?.insertedCount ?? error.insertedCount ?? chunk.length - writeErrors.length;
    }
  };
  for (const doc of docs) {
    batch.push(doc);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return inserted;
}

/**
 * Runs one area once per database and dataset: a row in `seed_scale_runs` records that the area
 * finished, so a second run reads one document and adds nothing. An area stopped half way runs
 * again and skips what it wrote (same ids).
 */
export async function once(db, key, run) {
  const runs = db.collection('seed_scale_runs');
  const done = await runs.findOne({ _id: key });
  if (done) return { ...done.counts, skipped: true };
  const counts = await run();
  await runs.insertOne({ _id: key, counts, at: new Date() }).catch((error) => {
    if (error?.code !== DUPLICATE) throw error;
  });
  return counts;
}
