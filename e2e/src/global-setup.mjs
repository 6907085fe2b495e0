import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/ferretdb.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wsms-e2e-'));
  const port = await freePort();
  // Kept where CI output can point at it: every service's JSON log lines for this run.
  const logDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../.test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'e2e-stack.log');
  rmSync(logFile, { force: true });
  const stack = await startStack({
    dataDir,
    port,
    logFile,
    // A loaded machine (other suites beside this one) may need longer than the default 90 s, as for npm start.
    ...(process.env.STACK_HEALTH_TIMEOUT_MS ? { healthTimeoutMs: Number(process.env.STACK_HEALTH_TIMEOUT_MS) } : {}),
    env: {
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'true',
      MONGODB_URI: process.env.E2E_MONGODB_URI,
      // Every e2e request comes from the one loopback address: per-address limits would count the whole suite.
      REGISTER_MAX_PER_ADDRESS_PER_HOUR: '200',
      CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '1000',
      CHECKOUT_MAX_HOLDS_PER_ADDRESS: '1000',
      CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY: '1000',
      // Report figures follow the writes through booking's projector: looked for often, so a page opened right after a booking counts it.
      REPORTS_PROJECTOR_POLL_MS: '100',
    },
  });
  globalThis.__WSMS_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_DATA_DIR = dataDir;
  // The stack's database server, for a file that seeds a large dataset directly (npm run seed:scale).
  process.env.E2E_MONGODB_BASE = process.env.E2E_MONGODB_URI ?? stack.ferret?.uri ?? '';
  process.env.E2E_SERVICE_URLS = JSON.stringify(stack.serviceUrls);
  process.env.E2E_INTERNAL_SECRET = stack.secrets?.INTERNAL_SECRET ?? '';
  process.env.E2E_IDENTITY_PRIVATE_KEY = stack.secrets?.IDENTITY_PRIVATE_KEY ?? '';
}
