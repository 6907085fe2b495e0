// Shared by the booking benchmarks (booking.mjs, free-times.mjs): the embedded database with the
// real catalog service and bench instructors, and the booking service through its bench kit
// (@wsms/booking-service/testing/bench-kit: the service seeds its own data, as its own writes leave it).
// Run under `node --import tsx` (the services run from their TypeScript sources).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerret } from '../../lib/ferretdb.mjs';

export const SECRET = 'bench-internal-secret-0123456789abcdef';

// Workspaces' TypeScript entry points run through tsx as CommonJS modules, whose names a static
// import cannot see: imported dynamically.
const { createService, generateIdentityKeyPair } = await import('@wsms/service-kit');

/** The benchmark's gateway key pair: identities are signed with the private key, services verify with the public one. */
export const IDENTITY_KEYS = generateIdentityKeyPair();
const { catalogRepositories, catalogService, loadConfig: loadCatalogConfig } = await import('@wsms/catalog-service');
const { BENCH_HOURS, addDays, isSunday, startBenchBooking } = await import('@wsms/booking-service/testing/bench-kit');

export { addDays, isSunday };
export const HOURS = BENCH_HOURS;
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const ms = (n) => `${n.toFixed(1)} ms`;

/** The embedded database and a catalog service with `instructors` bench instructors. */
export async function startBenchCatalog({ label, instructors: count }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `wsms-bench-${label}-`));
  const ferret = await startFerret({ dataDir: path.join(dir, 'db'), quiet: true });
  const env = { NODE_ENV: 'production', PORT: '0', MONGODB_URI: `${ferret.uri}/bench_catalog`, INTERNAL_SECRET: SECRET, IDENTITY_PUBLIC_KEY: IDENTITY_KEYS.publicKey, LOG_LEVEL: 'silent' };
  const catalog = await (await createService(catalogService(loadCatalogConfig(env)))).listen(0);
  const catalogUrl = `http://127.0.0.1:${catalog.port}`;
  const instructors = [];
  for (let i = 0; i < count; i += 1) {
    instructors.push(
      await catalogRepositories(catalog.db).instructors.insert({ name: `Bench Coach ${i}`, email: `bench${i}@example.com`, hourlyRateCents: 7500 + i * 10, locations: ['Marlborough'] }),
    );
  }
  /** A booking service on its own database `bench_<name>`. */
  const startBooking = (name) => startBenchBooking({ mongodbUri: `${ferret.uri}/bench_${name}`, catalogUrl, internalSecret: SECRET, identityPublicKey: IDENTITY_KEYS.publicKey });
  async function stop() {
    await catalog.stop();
    await ferret.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { instructors, startBooking, stop, mongoUri: ferret.uri, catalogUrl };
}

/** One timed free-times call (ms): call `i` asks instructor i*13 and bookable date i*7, so calls spread evenly. */
export function timedAvailability(url, instructors, dates) {
  return async (i) => {
    const instructor = instructors[(i * 13) % instructors.length];
    const date = dates[(i * 7) % dates.length];
    const started = performance.now();
    const res = await fetch(`${url}/api/instructors/${instructor.id}/availability?date=${date}`);
    await res.json();
    if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
    return performance.now() - started;
  };
}
