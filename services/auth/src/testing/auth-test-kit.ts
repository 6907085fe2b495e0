import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type { PublicUser, RegisterInput } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, clientHeaders } from '@wsms/service-kit/testing';
import { authService, buildAuthDeps } from '../app';
import { loadAuthConfig, type AuthConfig } from '../config';
import { createUser, type NewAccount } from '../domain/create-user.use-case';
import { startInternalStandIn, type InternalStandIn } from './internal-stand-in';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

export const testAuthEnv = (label: string, overrides: Record<string, string> = {}) => ({
  ...baseTestEnv(label),
  JWT_SECRET: TEST_JWT_SECRET,
  BCRYPT_COST: '4',
  BOOKING_URL: 'http://127.0.0.1:9',
  CATALOG_URL: 'http://127.0.0.1:9',
  CONTENT_URL: 'http://127.0.0.1:9',
  ...overrides,
});

export interface TestAuth {
  url: string;
  app: Express;
  config: AuthConfig;
  db: Connection;
  /** Stand-in for booking's outbox and catalog's instructor lookup (shared when passed in). */
  internal: InternalStandIn;
  stop: () => Promise<void>;
}

/** The real service on port 0 against a fresh database (or the one named by MONGODB_URI in overrides). */
export async function startAuth(
  label: string,
  overrides: Record<string, string> = {},
  shared?: InternalStandIn,
): Promise<TestAuth> {
  const internal = shared ?? (await startInternalStandIn());
  const config = loadAuthConfig(testAuthEnv(label, { BOOKING_URL: internal.url, CATALOG_URL: internal.url, ...overrides }));
  // PORT in the overrides: a port chosen beforehand (the neighbours send their audit entries to it).
  const running = await (await createService(authService(config))).listen(Number(overrides.PORT ?? 0));
  const stop = async () => {
    await running.stop();
    if (!shared) await internal.stop();
  };
  return { url: `http://127.0.0.1:${running.port}`, app: running.app, config, db: running.db, internal, stop };
}

let sequence = 0;
let addressSequence = 0;
/** A distinct client address (registrations are limited per address). */
export const nextClientIp = () => `198.18.${Math.floor(addressSequence / 250)}.${(addressSequence++ % 250) + 1}`;
const uniqueSuffix = () => `${Date.now().toString(36)}${(sequence += 1)}`;

export function buildRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const suffix = uniqueSuffix();
  return {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password: 'secret123',
    firstName: 'Test',
    lastName: 'User',
    role: 'user',
    ...overrides,
  };
}

export const buildAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  ...buildRegistration(),
  role: 'user',
  ...overrides,
});

/** Inserts a user of any role directly through the domain (self-registration only makes users). */
export async function insertUser(auth: TestAuth, overrides: Partial<NewAccount> = {}) {
  const account = buildAccount(overrides);
  const user = await createUser(buildAuthDeps(auth.db, auth.config), account);
  return { user, account };
}

export const cookieOf = (res: Response) => res.headers.getSetCookie()[0]?.split(';')[0] ?? '';

export function api(auth: TestAuth) {
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${auth.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const withCookie = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
  const from = (ip?: string) => (ip ? clientHeaders(ip) : {});

  return {
    register: (body: unknown, ip = nextClientIp()) => request('POST', '/api/auth/register', body, from(ip)),
    /** `ip` is the client address as the gateway would sign it. */
    login: (body: unknown, ip?: string) => request('POST', '/api/auth/login', body, from(ip)),
    logout: (cookie?: string) => request('POST', '/api/auth/logout', undefined, withCookie(cookie)),
    logoutAll: (cookie?: string) => request('POST', '/api/auth/logout-all', undefined, withCookie(cookie)),
    verifyEmail: (body: unknown) => request('POST', '/api/auth/verify-email', body),
    resendVerification: (cookie?: string) => request('POST', '/api/auth/resend-verification', undefined, withCookie(cookie)),
    me: (cookie?: string) => request('GET', '/api/auth/me', undefined, withCookie(cookie)),
    users: (cookie?: string, query = '') => request('GET', `/api/auth/users${query}`, undefined, withCookie(cookie)),
    internalSession: (headers: Record<string, string>) => request('GET', '/internal/session', undefined, headers),
    /** Logs in and returns the `session=…` pair to send back as a Cookie header. */
    async signIn(username: string, password: string, ip?: string): Promise<{ cookie: string; user: PublicUser }> {
      const res = await request('POST', '/api/auth/login', { username, password }, from(ip));
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return { cookie: cookieOf(res), user: (await res.json()) as PublicUser };
    },
  };
}

export const sessionCount = (auth: TestAuth) => auth.db.collection('user_sessions').countDocuments();

/** The token in the link of the newest verification e-mail sent to `email`. */
export function verificationTokenFor(auth: TestAuth, email: string): string {
  const mail = [...auth.internal.mails].reverse().find((m) => m.to === email && m.kind === 'verify-email');
  const token = mail?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification e-mail to ${email}`);
  return token;
}
