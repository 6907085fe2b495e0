// `npm run clinical:rekey`: after a key roll-over (the new key in CLINICAL_DATA_KEY, the old ones in
// CLINICAL_DATA_KEYS, comma-separated), seals every clinical value again with the new key, bound to its
// collection, record and field (v2), so the old keys can then be retired. Safe to run again (values
// already current are skipped) and while the service runs (each write is conditional on the value read).
// The database: MONGODB_URI, the content database's URI as the content service gets it; a server URI
// without a database gets `<DB_NAME_PREFIX or wsms>_content`. The key: CLINICAL_DATA_KEY, else the one
// `npm start` keeps in DATA_DIR/secrets.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { clinicalCipher } from '@wsms/content-service/clinical-cipher';
import { rekeyClinicalRecord } from '@wsms/content-service/clinical-rekey';
import { root } from './lib/build.mjs';

const env = process.env;
function currentKey() {
  if (env.CLINICAL_DATA_KEY) return env.CLINICAL_DATA_KEY;
  const file = path.resolve(root, env.DATA_DIR ?? '.data', 'secrets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).CLINICAL_DATA_KEY ?? null) : null;
}
function contentDatabase(uri) {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri ?? '');
  if (!match) throw new Error('set MONGODB_URI to the content database (mongodb://host:port/name)');
  const named = match[2] && match[2] !== '/';
  return named ? uri : `${match[1]}/${env.DB_NAME_PREFIX ?? 'wsms'}_content${match[3] ?? ''}`;
}

let code = 0;
let db;
try {
  const key = currentKey();
  if (!key) throw new Error('no CLINICAL_DATA_KEY (set it, or run in the checkout whose `npm start` keeps it)');
  const previous = (env.CLINICAL_DATA_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  const cipher = clinicalCipher(key, previous);
  const uri = contentDatabase(env.MONGODB_URI);
  db = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  console.log(`Database: ${db.name}; sealing with key ${cipher.keyId} (${previous.length} earlier key(s) to open with)`);
  for (const count of await rekeyClinicalRecord(db, cipher)) {
    console.log(`${count.collection}: ${count.records} record(s), ${count.resealed} value(s) sealed again${count.changedMeanwhile ? `, ${count.changedMeanwhile} changed meanwhile (left as written)` : ''}`);
  }
} catch (error) {
  console.error(`clinical:rekey failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await db?.close();
}
process.exit(code);
