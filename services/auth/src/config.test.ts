import { baseTestEnv } from '@wsms/service-kit/testing';
import { loadAuthConfig } from './config';

describe('auth configuration', () => {
  it('When only the required variables are set, then the documented defaults apply', () => {
    const config = loadAuthConfig({ ...baseTestEnv('cfg'), JWT_SECRET: 'x'.repeat(32) });

    expect(config).toMatchObject({
      SESSION_TTL_HOURS: 168,
      COOKIE_SECURE: false,
      BCRYPT_COST: 11,
      SEED_DEMO_USERS: false,
      LOGIN_MAX_FAILURES_PER_IP: 50,
      LOGIN_MAX_FAILURES_PER_USERNAME: 10,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
    });
  });

  it('When the JWT secret is missing or short and a number is bad, then every problem is listed', () => {
    expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), BCRYPT_COST: 'many' })).toThrow(/JWT_SECRET[\s\S]*BCRYPT_COST/);
    expect(() => loadAuthConfig({ ...baseTestEnv('cfg'), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('When boolean flags are set, then they parse to booleans', () => {
    const config = loadAuthConfig({ ...baseTestEnv('cfg'), JWT_SECRET: 'x'.repeat(32), COOKIE_SECURE: 'true', SEED_DEMO_USERS: '1' });

    expect(config.COOKIE_SECURE).toBe(true);
    expect(config.SEED_DEMO_USERS).toBe(true);
  });
});
