// `npm run seed:scale -- --years 5 [--seed S] [--as-of yyyy-MM-dd] [--port N] [--only a,b] [--skip-read-models]`
//   [--instructors N --clients N --tag T]: a smaller dataset with its own accounts (`Tcoach01`), as the e2e seeds one instructor's years.
// Writes years of a six-gym business into the running stack's databases (MONGODB_URI, the database
// on 127.0.0.1:N given by --port, or this checkout's embedded one, as `npm run create-user` chooses):
// 20 instructors with weekly hours, 10,000 verified clients, ~40,000 bookings a year with messages,
// notes and e-mails, 2,000 program assignments with 400,000 exercise logs, contact messages and audit
// entries. One module per area (scripts/seed-scale/index.mjs). Deterministic (the seed) and
// idempotent (fixed ids, a marker per area): a second run adds nothing. Then the read models the
// services derive from those records (the report roll-ups) are built, so nothing is left to rebuild by
// hand. Prints what it wrote.
import { parseArgs } from 'node:util';
import { mongo } from 'mongoose';
import { openChosenDatabase } from './lib/database-choice.mjs';
import { areas, readModels } from './seed-scale/index.mjs';
import { makePlan, SEED_PASSWORD } from './seed-scale/plan.mjs';

const SERVICES = ['auth', 'catalog', 'booking', 'content'];

const { values } = parseArgs({
  options: {
    years: { type: 'string', default: '5' },
    seed: { type: 'string', default: 'wsms-scale-1' },
    // A fixed Monday: the history ends here and the four weeks after it hold the upcoming sessions.
    'as-of': { type: 'string', default: '2026-11-23' },
    port: { type: 'string' },
    only: { type: 'string' },
    // A bench that reads none of the roll-ups (scripts/bench/audit-log.mjs) skips their rebuild.
    'skip-read-models': { type: 'boolean', default: false },
    instructors: { type: 'string', default: '20' },
    clients: { type: 'string', default: '10000' },
    tag: { type: 'string', default: '' },
  },
});
const years = Number(values.years);
if (!(years > 0 && years <= 5)) throw new Error(`--years must be a number from more than 0 to 5, got ${values.years}`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'])) throw new Error(`--as-of must be yyyy-MM-dd, got ${values['as-of']}`);
const only = values.only ? new Set(values.only.split(',')) : null;
const instructorCount = Number(values.instructors);
const clientCount = Number(values.clients);
if (!(Number.isInteger(instructorCount) && instructorCount >= 1 && instructorCount <= 20)) throw new Error(`--instructors must be 1 to 20, got ${values.instructors}`);
if (!(Number.isInteger(clientCount) && clientCount >= 1 && clientCount <= 10000)) throw new Error(`--clients must be 1 to 10000, got ${values.clients}`);
if (!/^[a-z0-9]{0,20}$/.test(values.tag)) throw new Error(`--tag must be up to 20 lower-case letters and digits, got ${values.tag}`);

let chosen = null;
let client = null;
let code = 0;
try {
  chosen = await openChosenDatabase({ port: values.port === undefined ? undefined : Number(values.port) });
  const base = chosen.base;
  const prefix = process.env.DB_NAME_PREFIX ?? 'wsms';
  console.log(`Database: ${prefix}_{${SERVICES.join(',')}} on ${chosen.description}`);
  client = await mongo.MongoClient.connect(base);
  const dbs = Object.fromEntries(SERVICES.map((s) => [s, client.db(`${prefix}_${s}`)]));
  const plan = makePlan({ seed: values.seed, years, asOf: values['as-of'], instructorCount, clientCount, tag: values.tag });
  const size = instructorCount === 20 && clientCount === 10000 ? '' : `:${instructorCount}i:${clientCount}c`;
  const key = (part) => `${part}:${plan.seed}:${values['as-of']}:${years}y${size}`;
  console.log(`Dataset: ${years} year(s) from ${plan.first} to ${values['as-of']} (+4 weeks upcoming), seed ${values.seed}`);
  const started = performance.now();
  let changed = false;
  const report = (area, t, counts) => {
    const { skipped, note, ...written } = counts;
    const figures = Object.entries(written).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ');
    console.log(`  ${area.name.padEnd(13)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s  ${note ?? (skipped ? `already written (${figures})` : figures)}`);
  };
  for (const area of areas) {
    if (only && !only.has(area.name)) continue;
    const t = performance.now();
    const counts = await area.seed({ plan, dbs, key });
    if (!counts.skipped && Object.entries(counts).some(([k, v]) => k !== 'note' && typeof v === 'number' && v > 0)) changed = true;
    report(area, t, counts);
  }
  // Whatever --only named: the roll-ups follow every record written.
  for (const model of values['skip-read-models'] ? [] : readModels) {
    const t = performance.now();
    report(model, t, await model.seed({ plan, dbs, key, uri: base, changed }));
  }
  const last = (n) => String(n).padStart(2, '0');
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Seeded accounts sign in with password ${SEED_PASSWORD} (${values.tag}coach01..${last(instructorCount)}, ${values.tag}client00001..${String(clientCount).padStart(5, '0')}).`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  code = 1;
}
await client?.close();
await chosen?.stop();
process.exit(code);
