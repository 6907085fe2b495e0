// `npm run seed:scale -- --years 5 [--seed S] [--as-of yyyy-MM-dd] [--port N] [--only a,b]`
// Writes years of a six-gym business into the running stack's databases (MONGODB_URI, the database
// on 127.0.0.1:N given by --port, or this checkout's embedded one, as `npm run create-user` chooses):
// 20 instructors with weekly hours, 10,000 verified clients, ~40,000 bookings a year with messages,
// notes and e-mails, 2,000 program assignments with 400,000 exercise logs, contact messages and audit
// entries. One module per area (scripts/seed-scale/index.mjs). Deterministic (the seed) and
// idempotent (fixed ids, a marker per area): a second run adds nothing. Prints what it wrote.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mongo } from 'mongoose';
import { root } from './lib/build.mjs';
import { startFerret } from './lib/ferretdb.mjs';
import { areas } from './seed-scale/index.mjs';
import { makePlan, SEED_PASSWORD } from './seed-scale/plan.mjs';

const SERVICES = ['auth', 'catalog', 'booking', 'content'];

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

function runningDatabases(parse) {
  try {
    return parse(execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' }));
  } catch {
    return null;
  }
}

const { values } = parseArgs({
  options: {
    years: { type: 'string', default: '5' },
    seed: { type: 'string', default: 'wsms-scale-1' },
    // A fixed Monday: the history ends here and the four weeks after it hold the upcoming sessions.
    'as-of': { type: 'string', default: '2026-11-23' },
    port: { type: 'string' },
    only: { type: 'string' },
  },
});
const years = Number(values.years);
if (!(years > 0 && years <= 5)) throw new Error(`--years must be a number from more than 0 to 5, got ${values.years}`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'])) throw new Error(`--as-of must be yyyy-MM-dd, got ${values['as-of']}`);
const only = values.only ? new Set(values.only.split(',')) : null;

let ferret = null;
let client = null;
let code = 0;
try {
  const { chooseDatabase, parseRunningDatabases } = await import('@wsms/auth-service/database-target');
  const port = values.port === undefined ? undefined : Number(values.port);
  const defaultPort = Number(process.env.FERRETDB_PORT ?? 27018);
  const candidates = [defaultPort, ...(port === undefined ? [] : [port])];
  const open = new Map(await Promise.all(candidates.map(async (p) => [p, await listening(p)])));
  const target = chooseDatabase({
    uri: process.env.MONGODB_URI || undefined,
    port,
    running: runningDatabases(parseRunningDatabases),
    listening: (p) => open.get(p) ?? false,
    defaultPort,
    ownDataDir: path.resolve(root, process.env.DATA_DIR ?? '.data', 'ferretdb'),
  });
  let base = target.uri;
  if (target.kind === 'start') {
    ferret = await startFerret({ dataDir: target.dataDir, port: target.port, quiet: true });
    base = ferret.uri;
  }
  const prefix = process.env.DB_NAME_PREFIX ?? 'wsms';
  console.log(`Database: ${prefix}_{${SERVICES.join(',')}} on ${target.description}`);
  client = await mongo.MongoClient.connect(base);
  const dbs = Object.fromEntries(SERVICES.map((s) => [s, client.db(`${prefix}_${s}`)]));
  const plan = makePlan({ seed: values.seed, years, asOf: values['as-of'] });
  const key = (part) => `${part}:${values.seed}:${values['as-of']}:${years}y`;
  console.log(`Dataset: ${years} year(s) from ${plan.first} to ${values['as-of']} (+4 weeks upcoming), seed ${values.seed}`);
  const started = performance.now();
  for (const area of areas) {
    if (only && !only.has(area.name)) continue;
    const t = performance.now();
    const counts = await area.seed({ plan, dbs, key });
    const { skipped, ...written } = counts;
    const figures = Object.entries(written).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ');
    console.log(`  ${area.name.padEnd(13)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s  ${skipped ? `already written (${figures})` : figures}`);
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Seeded accounts sign in with password ${SEED_PASSWORD} (coach01..coach20, client00001..client10000).`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  code = 1;
}
await client?.close();
await ferret?.stop();
process.exit(code);
