import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identity } from '@wsms/contracts';
import { IDENTITY_HEADER, REQUEST_CONTEXT_HEADER } from '@wsms/contracts';
import { INTERNAL_SECRET_HEADER } from '@wsms/contracts/api';
import { signIdentity } from './identity';
import { generateIdentityKeyPair } from './identity-keys';
import { signRequestContext } from './request-context';

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789abcdef';

/**
 * The tests' stand-in for the gateway's identity key pair, made once per process (kept in its
 * environment, so every copy of this module and every child process started with it agree).
 */
function testIdentityKeys() {
  if (!process.env.TEST_IDENTITY_PRIVATE_KEY || !process.env.TEST_IDENTITY_PUBLIC_KEY) {
    const { privateKey, publicKey } = generateIdentityKeyPair();
    process.env.TEST_IDENTITY_PRIVATE_KEY = privateKey;
    process.env.TEST_IDENTITY_PUBLIC_KEY = publicKey;
  }
  return { privateKey: process.env.TEST_IDENTITY_PRIVATE_KEY, publicKey: process.env.TEST_IDENTITY_PUBLIC_KEY };
}
/** Signs test identities as the gateway would (the gateway test kit signs with it too). */
export const TEST_IDENTITY_PRIVATE_KEY: string = testIdentityKeys().privateKey;
/** What every service under test verifies identities with (in baseTestEnv). */
export const TEST_IDENTITY_PUBLIC_KEY: string = testIdentityKeys().publicKey;

/** A fresh, empty database on the jest run's embedded server (see jest/global-setup.mjs). */
export function freshDatabaseUri(label: string): string {
  const base = process.env.TEST_MONGODB_BASE;
  if (!base) throw new Error('TEST_MONGODB_BASE is not set: run tests through the root jest config');
  return `${base}/t_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
}

export function baseTestEnv(label: string) {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    MONGODB_URI: freshDatabaseUri(label),
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    IDENTITY_PUBLIC_KEY: TEST_IDENTITY_PUBLIC_KEY,
    LOG_LEVEL: 'silent',
  } satisfies NodeJS.ProcessEnv;
}

let counter = 0;
export function buildIdentity(overrides: Partial<Identity> = {}): Identity {
  counter += 1;
  return {
    sub: overrides.sub ?? `000000000000000000000${String(counter).padStart(3, '0')}`,
    role: 'user',
    email: `person${counter}@example.com`,
    username: `person${counter}`,
    firstName: 'Test',
    lastName: `Person${counter}`,
    emailVerified: true,
    ...overrides,
  };
}

/**
 * Signed for an hour (the gateway signs for 60 s): contract tables build some headers when the table
 * is built, and a suite on a busy CI machine can reach those cases more than a minute later.
 */
export function identityHeaders(identity: Identity, privateKey = TEST_IDENTITY_PRIVATE_KEY): Record<string, string> {
  return { [IDENTITY_HEADER]: signIdentity(identity, privateKey, 3600) };
}

export {
  callRoute,
  checkAnswer,
  describeContract,
  missingCases,
  uncontractedRoutes,
  type CaseRequest,
  type ContractCase,
  type ContractCases,
} from './testing/contract-cases';
export { listRoutes, type MountedRoute } from './testing/list-routes';

/** The header another service sends an `internal` route (INTERNAL_SECRET_HEADER), with the tests' secret. */
export const internalHeaders = (secret = TEST_INTERNAL_SECRET): Record<string, string> => ({ [INTERNAL_SECRET_HEADER]: secret });

/** What the gateway adds to say which address a request came from. */
export function clientHeaders(ip: string, { secret = TEST_INTERNAL_SECRET }: { secret?: string } = {}): Record<string, string> {
  return { [REQUEST_CONTEXT_HEADER]: signRequestContext({ ip }, secret) };
}

/** A local stand-in for Cloudflare's siteverify endpoint: 'pass-…' tokens succeed, 'error-…' answer 500, others fail. */
export async function startTurnstileStandIn() {
  const calls: Array<{ contentType: string | undefined; form: Record<string, string> }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ contentType: req.headers['content-type'], form });
      if (form.response?.startsWith('error-')) {
        res.writeHead(500).end('oops');
        return;
      }
      const success = form.response?.startsWith('pass-') === true;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(success ? { success, hostname: 'localhost' } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export { nextLinkOf, walkPages, type WalkedPages } from './testing/walk-pages';

/** A port free on 127.0.0.1 now: for two services that must know each other's URL before either starts, or one started again where it was. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
export { parseMetrics, scrapeMetrics, metricValue, type MetricSample } from './metrics/scrape';
