import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type { PublicUser, RegisterInput } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv } from '@wsms/service-kit/testing';
import { authService, buildAuthDeps } from '../app';
import { loadAuthConfig, type AuthConfig } from '../config';
import { createUser, type NewAccount } from '../domain/create-user.use-case';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

export const testAuthEnv = (label: string, overrides: Record<string, string> = {}) => ({
  ...baseTestEnv(label),
  JWT_SECRET: TEST_JWT_SECRET,
  BCRYPT_COST: '4',
  ...overrides,
});

export interface TestAuth {
  url: string;
  app: Express;
  config: AuthConfig;
  db: Connection;
  stop: () => Promise<void>;
}

/** The real service on port 0 against a fresh database (or the one named by MONGODB_URI in overrides). */
export async function startAuth(label: string, overrides: Record<string, string> = {}): Promise<TestAuth> {
  const config = loadAuthConfig(testAuthEnv(label, overrides));
  const running = await (await createService(authService(config))).listen(0);
  return { url: `http://127.0.0.1:${running.port}`, app: running.app, config, db: running.db, stop: running.stop };
}

let sequence = 0;
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

  return {
    register: (body: unknown) => request('POST', '/api/auth/register', body),
    login: (body: unknown, headers?: Record<string, string>) => request('POST', '/api/auth/login', body, headers),
    logout: (cookie?: string) => request('POST', '/api/auth/logout', undefined, withCookie(cookie)),
    me: (cookie?: string) => request('GET', '/api/auth/me', undefined, withCookie(cookie)),
    users: (cookie?: string, query = '') => request('GET', `/api/auth/users${query}`, undefined, withCookie(cookie)),
    internalSession: (headers: Record<string, string>) => request('GET', '/internal/session', undefined, headers),
    /** Logs in and returns the `session=…` pair to send back as a Cookie header. */
    async signIn(username: string, password: string): Promise<{ cookie: string; user: PublicUser }> {
      const res = await request('POST', '/api/auth/login', { username, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return { cookie: cookieOf(res), user: (await res.json()) as PublicUser };
    },
  };
}

export const sessionCount = (auth: TestAuth) => auth.db.collection('user_sessions').countDocuments();
