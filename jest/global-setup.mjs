// One embedded database server for the whole jest run; each suite uses its own fresh database on it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerret } from '../scripts/lib/ferretdb.mjs';

export default async function globalSetup() {
  if (process.env.TEST_MONGODB_BASE) return;
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_BASE = process.env.MONGODB_URI.replace(/\/[^/]*$/, '');
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wsms-jest-db-'));
  const ferret = await startFerret({ dataDir, quiet: true });
  process.env.TEST_MONGODB_BASE = ferret.uri;
  globalThis.__WSMS_FERRET__ = ferret;
}
