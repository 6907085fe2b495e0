// `npm start`: builds what is missing, starts everything and serves the product on one port.
// `npm start -- --scale booking=2,catalog=2` runs services as several instances behind the gateway.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureBuilt } from './lib/build.mjs';
import { ensureFerretBinary } from './lib/ferretdb.mjs';
import { parseScale, startStack } from './lib/stack.mjs';

const startedAt = Date.now();
try {
  const { values } = parseArgs({ options: { scale: { type: 'string' } } });
  const scale = parseScale(values.scale ?? process.env.SCALE);
  if (!process.env.MONGODB_URI) ensureFerretBinary();
  ensureBuilt();
  let stack;
  const writeState = () => {
    if (!process.env.STACK_STATE_FILE || !stack) return;
    const pids = Object.fromEntries(Object.entries(stack.children).map(([name, child]) => [name, child.pid]));
    if (stack.ferret) pids.ferretdb = stack.ferret.pid;
    writeFileSync(
      process.env.STACK_STATE_FILE,
      JSON.stringify({
        url: stack.url,
        pids,
        serviceUrls: stack.serviceUrls,
        instanceUrls: stack.instanceUrls,
        metricsUrls: stack.metricsUrls,
        // The database server, for a tool that seeds straight into it (npm run seed:scale).
        databaseUri: process.env.MONGODB_URI ?? stack.ferret?.uri,
      }),
    );
  };
  // A restarted process has a new pid: keep the state file (read by tests and tools) current.
  stack = await startStack({
    env: { FERRETDB_PORT: process.env.FERRETDB_PORT ?? '27018' },
    onRestart: () => writeState(),
    scale,
    // A slow machine (a test's own stack beside others) may need longer than the default 90 s.
    ...(process.env.STACK_HEALTH_TIMEOUT_MS ? { healthTimeoutMs: Number(process.env.STACK_HEALTH_TIMEOUT_MS) } : {}),
  });
  const { demoUsers } = await import('@wsms/auth-service/demo-users');
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nWhere Science Meets Sport is running at ${stack.url} (healthy after ${seconds} s)`);
  const scaled = Object.entries(stack.instanceUrls).filter(([, list]) => list.length > 1);
  if (scaled.length > 0) console.log(`Instances: ${scaled.map(([name, list]) => `${name} x${list.length}`).join(', ')} (round robin behind the gateway)`);
  console.log(stack.embedded ? 'Database: embedded FerretDB (data in .data/)' : 'Database: MONGODB_URI');
  console.log('Metrics (Prometheus text, GET /metrics on each process):');
  for (const [name, list] of Object.entries(stack.metricsUrls)) console.log(`  ${name.padEnd(8)} ${list.join('  ')}`);
  if (stack.seeded) {
    console.log('\nDemo logins (created on an empty database):');
    for (const user of demoUsers) console.log(`  ${user.role.padEnd(6)} username: ${user.username.padEnd(8)} password: ${user.password}`);
  }
  console.log('\nPress Ctrl+C to stop.');
  writeState();
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
