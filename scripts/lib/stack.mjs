// Starts the whole product: database (embedded FerretDB unless MONGODB_URI is set), the four
// services and the gateway, each as its own process talking real HTTP.
import { spawn } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build.mjs';
import { freePort, makePrivate, startFerret } from './ferretdb.mjs';
import { supervise } from './supervisor.mjs';

export const serviceNames = ['auth', 'catalog', 'booking', 'content'];

/** Puts a database name into a MongoDB URI, keeping hosts and options. */
export function withDatabase(uri, name) {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`MONGODB_URI is not a mongodb:// URI: ${uri}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

const newIdentityPrivateKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;

/** The stack's secrets, made once and kept in DATA_DIR/secrets.json (0600, in a 0700 folder). */
export function loadSecrets(dataDir, env) {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {
    JWT_SECRET: env.JWT_SECRET ?? stored.JWT_SECRET ?? randomBytes(32).toString('hex'),
    INTERNAL_SECRET: env.INTERNAL_SECRET ?? stored.INTERNAL_SECRET ?? randomBytes(32).toString('hex'),
    // The clinical record's encryption key (content only): kept here so a restart still reads what was written.
    CLINICAL_DATA_KEY: env.CLINICAL_DATA_KEY ?? stored.CLINICAL_DATA_KEY ?? randomBytes(32).toString('hex'),
    // The gateway signs identities (x-identity, ES256) with it; services get only the public key.
    IDENTITY_PRIVATE_KEY: env.IDENTITY_PRIVATE_KEY ?? stored.IDENTITY_PRIVATE_KEY ?? newIdentityPrivateKey(),
  };
  // Always the private key's own half, so the two can never disagree.
  secrets.IDENTITY_PUBLIC_KEY = createPublicKey(secrets.IDENTITY_PRIVATE_KEY.replace(/\\n/g, '\n')).export({ type: 'spki', format: 'pem' });
  makePrivate(dataDir);
  // mode applies to a new file only: an existing one is closed first, before the secrets go in.
  if (existsSync(file)) chmodSync(file, 0o600);
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function spawnNode(name, entry, env, log) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: ['ignore', log ? 'pipe' : 'inherit', log ? 'pipe' : 'inherit'],
  });
  if (log) {
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  }
  child.serviceName = name;
  return child;
}

async function waitForHealthy(url, timeoutMs, children) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) throw new Error(`${dead.serviceName} exited with code ${dead.exitCode} during start-up`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The stack did not become healthy in ${timeoutMs} ms: ${last}`);
}

/** `booking=2,catalog=2` -> { booking: 2, catalog: 2 }; throws naming what is wrong. */
export function parseScale(text) {
  const scale = {};
  for (const item of (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^([a-z]+)=(\d+)$/.exec(item);
    if (!match || !serviceNames.includes(match[1]) || Number(match[2]) < 1 || Number(match[2]) > 8)
      throw new Error(`--scale: "${item}" is not <service>=<1..8> with service one of ${serviceNames.join(', ')}`);
    scale[match[1]] = Number(match[2]);
  }
  return scale;
}

/**
 * options: { env, dataDir, port, logFile, healthTimeoutMs, onRestart(name, pid), scale: { booking: 2, ... } }
 * Returns { url, port, metricsUrls: { gateway: [url], booking: [url, ...] }, children: { auth, catalog, booking, content, gateway, 'booking-2', ... }, ferret, stop }.
 * A service scaled to n runs n processes (`booking`, `booking-2`, ...) on one database; the gateway
 * spreads requests over them (its *_URL lists every instance).
 * Every process is supervised: a crash (non-zero exit or a signal) is restarted with backoff and logged.
 */
export async function startStack(options = {}) {
  const env = { ...process.env, ...options.env };
  const dataDir = path.resolve(root, options.dataDir ?? env.DATA_DIR ?? '.data');
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  const say = (line) => {
    const text = `[supervisor] ${new Date().toISOString()} ${line}`;
    if (log) log.write(`${text}\n`);
    else console.error(text);
  };
  const onRestart = (name, child) => options.onRestart?.(name, child.pid);
  const embedded = !env.MONGODB_URI;
  // Database files and secrets: the owner's only, also files an earlier version left open.
  makePrivate(dataDir);
  let ferret = null;
  let ferretSupervisor = null;
  if (embedded) {
    const ferretOptions = {
      dataDir: path.join(dataDir, 'ferretdb'),
      port: env.FERRETDB_PORT ? Number(env.FERRETDB_PORT) : await freePort(),
      quiet: Boolean(log),
    };
    ferretSupervisor = supervise(
      'ferretdb',
      async () => {
        ferret = await startFerret(ferretOptions);
        return ferret.child;
      },
      { say, onRestart, restartCleanExit: true },
    );
    await ferretSupervisor.begin();
  }
  const mongoBase = env.MONGODB_URI ?? ferret.uri;
  const secrets = loadSecrets(dataDir, env);
  // A local run (embedded database) is a demo: demo accounts and content, development mode. Production
  // (NODE_ENV=production, the default with MONGODB_URI) seeds nothing, and the auth service refuses demo accounts.
  const seed = env.SEED_DEMO_DATA ?? (embedded && env.NODE_ENV !== 'production' ? 'true' : 'false');
  const seeded = seed === 'true' || seed === '1';
  const prefix = env.DB_NAME_PREFIX ?? 'wsms';
  const { CLINICAL_DATA_KEY, IDENTITY_PRIVATE_KEY, IDENTITY_PUBLIC_KEY, ...sharedSecrets } = secrets;
  // The private key reaches the gateway only, also when it came in through the environment.
  const { IDENTITY_PRIVATE_KEY: _fromEnv, ...envWithoutKey } = env;
  const common = {
    ...envWithoutKey,
    ...sharedSecrets,
    NODE_ENV: env.NODE_ENV ?? (seeded ? 'development' : 'production'),
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  };

  const port = options.port ?? Number(env.PORT ?? 3000);
  const urls = {};
  const instanceUrls = {};
  for (const name of serviceNames) {
    instanceUrls[name] = [];
    for (let i = 0; i < (options.scale?.[name] ?? 1); i += 1) instanceUrls[name].push(`http://127.0.0.1:${await freePort()}`);
    urls[name] = instanceUrls[name][0];
  }
  // Every process serves /metrics on its own loopback port (its PORT + 1000 would collide with these
  // random ports): a free one each; the gateway's METRICS_PORT when set. See the README, "Metrics".
  const metricsUrls = {};
  const metricsPorts = {};
  for (const name of serviceNames) {
    metricsPorts[name] = [];
    for (let i = 0; i < instanceUrls[name].length; i += 1) metricsPorts[name].push(await freePort());
    metricsUrls[name] = metricsPorts[name].map((p) => `http://127.0.0.1:${p}/metrics`);
  }
  const gatewayMetricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : await freePort();
  metricsUrls.gateway = [`http://${env.METRICS_HOST ?? '127.0.0.1'}:${gatewayMetricsPort}/metrics`];
  // Services may call each other's internal APIs (never each other's databases); they call the first instance.
  const serviceUrlEnv = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, urls[name]]));
  const gatewayUrlEnv = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, instanceUrls[name].join(',')]));
  const supervisors = {};
  const run = (name, entry, childEnv) => {
    supervisors[name] = supervise(name, () => spawnNode(name, entry, childEnv, log), { say, onRestart });
    return supervisors[name].begin();
  };
  for (const name of serviceNames) {
    for (const [i, instanceUrl] of instanceUrls[name].entries()) {
      await run(i === 0 ? name : `${name}-${i + 1}`, `services/${name}/src/main.ts`, {
        ...common,
        ...serviceUrlEnv,
        // Services are reached through the gateway only (the gateway's HOST may be public).
        HOST: '127.0.0.1',
        // The URL printed at start: every link a service sends out starts with it, never with a request's Host.
        PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
        PORT: new URL(instanceUrl).port,
        METRICS_PORT: String(metricsPorts[name][i]),
        METRICS_HOST: '127.0.0.1',
        MONGODB_URI: withDatabase(mongoBase, `${prefix}_${name}`),
        // One instance seeds an empty database; its twins would only race it.
        SEED_DEMO_DATA: i === 0 ? seed : 'false',
        SEED_DEMO_USERS: i === 0 ? seed : 'false',
        IDENTITY_PUBLIC_KEY,
        ...(name === 'content' ? { CLINICAL_DATA_KEY } : {}),
      });
    }
  }
  await run('gateway', 'gateway/src/main.ts', {
    ...common,
    ...gatewayUrlEnv,
    IDENTITY_PRIVATE_KEY,
    PORT: String(port),
    METRICS_PORT: String(gatewayMetricsPort),
  });
  // Always the live process of each part, also after a restart.
  const children = Object.fromEntries(
    Object.keys(supervisors).map((name) => [name, null]),
  );
  for (const name of Object.keys(supervisors)) {
    Object.defineProperty(children, name, { enumerable: true, get: () => supervisors[name].current() });
  }

  const stop = async () => {
    for (const supervisor of Object.values(supervisors)) supervisor.stop();
    ferretSupervisor?.stop();
    const all = Object.values(children).filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      all.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGCONT');
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 8000).unref();
          }),
      ),
    );
    await ferret?.stop();
    log?.end();
  };

  // Prometheus file_sd targets of this stack (ops/prometheus/prometheus.yml reads them).
  writeFileSync(
    path.join(dataDir, 'prometheus-targets.json'),
    `${JSON.stringify(
      Object.entries(metricsUrls).map(([service, list]) => ({ targets: list.map((u) => new URL(u).host), labels: { service } })),
      null,
      2,
    )}\n`,
  );
  const url = `http://localhost:${port}`;
  try {
    await waitForHealthy(url, options.healthTimeoutMs ?? 90000, Object.values(children));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, embedded, seeded, secrets, serviceUrls: urls, instanceUrls, metricsUrls, children, get ferret() { return ferret; }, stop };
}
