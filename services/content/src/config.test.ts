import { baseTestEnv } from '@wsms/service-kit/testing';
import { loadConfig } from './config';

describe('content configuration', () => {
  it('When nothing is set, then the contact defaults apply and Turnstile is off', () => {
    const config = loadConfig(baseTestEnv('cfg'));

    expect(config).toMatchObject({
      CONTACT_RATE_LIMIT_PER_MINUTE: 10,
      TURNSTILE_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(config.TURNSTILE_SECRET).toBeUndefined();
  });

  it('When Turnstile variables are empty strings, then they count as unset; a bad limit fails start-up', () => {
    expect(loadConfig({ ...baseTestEnv('cfg'), TURNSTILE_SECRET: '', TURNSTILE_SITE_KEY: '' }).TURNSTILE_SECRET).toBeUndefined();
    expect(() => loadConfig({ ...baseTestEnv('cfg'), CONTACT_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/CONTACT_RATE_LIMIT_PER_MINUTE/);
  });
});

describe('content configuration for the training area', () => {
  it('When NODE_ENV is production, then BOOKING_URL and AUTH_URL are required; in tests they may be left out', () => {
    expect(() => loadConfig({ ...baseTestEnv('cfg'), NODE_ENV: 'production' })).toThrow(/BOOKING_URL[\s\S]*AUTH_URL|AUTH_URL[\s\S]*BOOKING_URL/);
    const config = loadConfig({
      ...baseTestEnv('cfg'),
      NODE_ENV: 'production',
      BOOKING_URL: 'http://127.0.0.1:4003/',
      AUTH_URL: 'http://127.0.0.1:4001',
      CLINICAL_DATA_KEY: 'b2'.repeat(32),
    });
    expect([config.BOOKING_URL, config.AUTH_URL]).toEqual(['http://127.0.0.1:4003', 'http://127.0.0.1:4001']);
    expect(loadConfig(baseTestEnv('cfg')).BOOKING_URL).toBeUndefined();
  });
});

describe('content configuration for the clinical record', () => {
  const production = { NODE_ENV: 'production', BOOKING_URL: 'http://127.0.0.1:4003', AUTH_URL: 'http://127.0.0.1:4001' };

  it('When NODE_ENV is production without CLINICAL_DATA_KEY, then the service refuses to start', () => {
    expect(() => loadConfig({ ...baseTestEnv('cfg'), ...production })).toThrow(/CLINICAL_DATA_KEY/);
  });

  it('When a key is not 32 bytes, then start-up fails naming the setting; earlier keys are a comma-separated list', () => {
    expect(() => loadConfig({ ...baseTestEnv('cfg'), CLINICAL_DATA_KEY: 'too-short' })).toThrow(/CLINICAL_DATA_KEY/);
    expect(() => loadConfig({ ...baseTestEnv('cfg'), CLINICAL_DATA_KEY: 'b2'.repeat(32), CLINICAL_DATA_KEYS: 'nope' })).toThrow(/CLINICAL_DATA_KEYS/);
    const config = loadConfig({ ...baseTestEnv('cfg'), CLINICAL_DATA_KEY: 'b2'.repeat(32), CLINICAL_DATA_KEYS: ` ${'a1'.repeat(32)} , ${'c3'.repeat(32)}` });
    expect(config.CLINICAL_DATA_KEYS).toEqual(['a1'.repeat(32), 'c3'.repeat(32)]);
  });
});
