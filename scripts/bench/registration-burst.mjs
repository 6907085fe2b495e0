// Registration-burst benchmark (not a test): run with `node --import tsx scripts/bench/registration-burst.mjs`.
// Starts the real auth service (own process, embedded FerretDB, BCRYPT_COST 11) and prints the latency of
// a signed-in GET /api/auth/me while BENCH_REGISTRATIONS (default 40) registrations arrive at once from
// distinct addresses, with the hashing cap (REGISTER_HASH_CONCURRENCY=2) and without it (1000).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/build.mjs';
import { freePort, startFerret, waitForPort } from '../lib/ferretdb.mjs';

// A workspace's TypeScript entry point runs through tsx as a CommonJS module, whose names a static
// import cannot see: imported dynamically.
const { generateIdentityKeyPair, signRequestContext } = await import('@wsms/service-kit');
// Auth verifies gateway identities with a public key; nothing here signs one.
const identityKeys = generateIdentityKeyPair();

const burst = Number(process.env.BENCH_REGISTRATIONS ?? 40);
const secret = 'bench-internal-secret-0123456789abcdef';
const ferret = await startFerret({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'wsms-bench-reg-')), quiet: true });
// Booking's outbox and catalog's instructor lookup, answered locally.
const standIn = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(req.method === 'POST' ? 202 : 404).end('{}'));
});
const standInUrl = await new Promise((resolve, reject) => {
  standIn.once('error', reject);
  standIn.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${standIn.address().port}`));
}).catch(async (error) => {
  await ferret.stop();
  throw error;
});

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function run(hashConcurrency, round) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/auth/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      // Not production: the demo accounts (signed in below) are refused there.
      NODE_ENV: 'development',
      PORT: String(port),
      MONGODB_URI: `${ferret.uri}/bench_auth_${round}`,
      INTERNAL_SECRET: secret,
      IDENTITY_PUBLIC_KEY: identityKeys.publicKey,
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      BCRYPT_COST: '11',
      BOOKING_URL: standInUrl,
      CATALOG_URL: standInUrl,
      CONTENT_URL: standInUrl,
      LOG_LEVEL: 'silent',
      REGISTER_HASH_CONCURRENCY: String(hashConcurrency),
      REGISTER_MAX_PER_ADDRESS_PER_HOUR: '1000',
      SEED_DEMO_USERS: 'true',
    },
  });
  try {
    await waitForPort(port, '127.0.0.1', 60000);
    const headers = { 'content-type': 'application/json' };
    let login;
    for (let i = 0; i < 100 && login?.status !== 200; i += 1) {
      login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'client', password: 'client123' }) }).catch(() => null);
      if (login?.status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const me = async () => {
      const started = performance.now();
      await (await fetch(`${url}/api/auth/me`, { headers: { cookie } })).text();
      return performance.now() - started;
    };
    const idle = [];
    for (let i = 0; i < 30; i += 1) idle.push(await me());

    const registrations = Array.from({ length: burst }, (_, i) =>
      fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { ...headers, 'x-request-context': signRequestContext({ ip: `198.18.${round}.${i + 1}` }, secret) },
        body: JSON.stringify({ username: `burst_${round}_${i}`, email: `burst${round}.${i}@example.com`, password: 'secret123', firstName: 'B', lastName: 'R' }),
      }).then((res) => res.status),
    );
    let done = false;
    const all = Promise.all(registrations).finally(() => (done = true));
    const during = [];
    while (!done) during.push(await me());
    const statuses = await all;
    return { idle, during, created: statuses.filter((s) => s === 201).length };
  } finally {
    child.kill('SIGTERM');
  }
}

try {
  console.log(`GET /api/auth/me (signed in) while ${burst} registrations (bcrypt cost 11) arrive at once:`);
  for (const [round, cap] of [[1, 2], [2, 1000]]) {
    const { idle, during, created } = await run(cap, round);
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `  hash concurrency ${String(cap).padEnd(4)}: idle p50 ${ms(percentile(idle, 50))}; during the burst p50 ${ms(percentile(during, 50))}, ` +
        `p95 ${ms(percentile(during, 95))}, max ${ms(Math.max(...during))} over ${during.length} reads; ${created}/${burst} registered`,
    );
  }
} finally {
  standIn.close();
  await ferret.stop();
}
