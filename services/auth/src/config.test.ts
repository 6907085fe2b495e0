import { baseTestEnv } from '@wsms/service-kit/testing';
import { loadAuthConfig } from './config';

const required = { JWT_SECRET: 'x'.repeat(32), BOOKING_URL: 'http://127.0.0.1:4003', CATALOG_URL: 'http://127.0.0.1:4002', CONTENT_URL: 'http://127.0.0.1:4004' };

describe('auth configuration', () => {
  it('When only the required variables are set, then the documented defaults apply', () => {
    const config = loadAuthConfig({ ...baseTestEnv('cfg'), ...required });

    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      SESSION_TTL_HOURS: 168,
      COOKIE_SECURE: false,
      BCRYPT_COST: 11,
      SEED_DEMO_USERS: false,
      PUBLIC_URL: 'http://localhost:3000',
      LOGIN_MAX_FAILURES_PER_PAIR: 5,
      LOGIN_MAX_FAILURES_PER_IP: 50,
      LOGIN_SLOWDOWN_AFTER_FAILURES: 10,
      LOGIN_SLOWDOWN_MAX_SECONDS: 5,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      REGISTER_MAX_PER_ADDRESS_PER_HOUR: 10,
      REGISTER_HASH_CONCURRENCY: 2,
      EMAIL_VERIFICATION_TTL_HOURS: 24,
      VERIFICATION_RESEND_MAX_PER_HOUR: 3,
    });
  });

  it('When the JWT secret is missing or short and a number is bad, then every problem is listed', () => {
    expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), BCRYPT_COST: 'many' })).toThrow(/JWT_SECRET[\s\S]*BCRYPT_COST[\s\S]*BOOKING_URL[\s\S]*CATALOG_URL[\s\S]*CONTENT_URL/);
    expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('When boolean flags are set, then they parse to booleans', () => {
    const config = loadAuthConfig({ ...baseTestEnv('cfg'), ...required, COOKIE_SECURE: 'true', SEED_DEMO_USERS: '1' });

    expect(config.COOKIE_SECURE).toBe(true);
    expect(config.SEED_DEMO_USERS).toBe(true);
  });

  it('When NODE_ENV is production and SEED_DEMO_USERS is on, then the service refuses to start and says why', () => {
    for (const SEED_DEMO_USERS of ['true', '1']) {
      expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'production', SEED_DEMO_USERS })).toThrow(
        'SEED_DEMO_USERS: must not be on when NODE_ENV=production: it creates the demo accounts, whose passwords (admin/admin123) are published',
      );
    }
    expect(loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'development', SEED_DEMO_USERS: 'true' }).SEED_DEMO_USERS).toBe(true);
  });

  it('When NODE_ENV is production and COOKIE_SECURE is false, then the service refuses to start; unset, the cookie is Secure', () => {
    for (const COOKIE_SECURE of ['false', '0']) {
      expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'production', COOKIE_SECURE })).toThrow(
        'COOKIE_SECURE: must not be false when NODE_ENV=production: the session cookie would travel over plain http',
      );
    }
    expect(loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'production', COOKIE_SECURE: '' }).COOKIE_SECURE).toBe(true);
    expect(loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'development', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
  });

  it('When NODE_ENV is production with both, then both problems are listed at once', () => {
    expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), ...required, NODE_ENV: 'production', SEED_DEMO_USERS: 'true', COOKIE_SECURE: 'false' })).toThrow(
      /SEED_DEMO_USERS: must not be on[\s\S]*COOKIE_SECURE: must not be false/,
    );
  });
});
