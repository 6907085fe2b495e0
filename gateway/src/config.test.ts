import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { generateIdentityKeyPair } from '@wsms/service-kit';
import { TEST_IDENTITY_PRIVATE_KEY, TEST_IDENTITY_PUBLIC_KEY } from '@wsms/service-kit/testing';
import { loadConfig } from './config';

const required = {
  AUTH_URL: 'http://127.0.0.1:4001',
  CATALOG_URL: 'http://127.0.0.1:4002',
  BOOKING_URL: 'http://127.0.0.1:4003',
  CONTENT_URL: 'http://127.0.0.1:4004/',
  INTERNAL_SECRET: '0123456789abcdef',
  IDENTITY_PRIVATE_KEY: TEST_IDENTITY_PRIVATE_KEY,
};

describe('configuration', () => {
  it('When only the required variables are set, then the defaults apply', () => {
    const config = loadConfig(required);

    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      CONTENT_URL: ['http://127.0.0.1:4004'],
      SESSION_CACHE_MS: 5000,
      STATIC_ROOT: path.resolve(__dirname, '..', '..'),
      REMOTE_PUBLIC_URL: '/mfe/public/remoteEntry.js',
      REMOTE_ADMIN_URL: '/mfe/admin/remoteEntry.js',
      PUBLIC_ORIGINS: [],
      PROXY_TIMEOUT_MS: 10000,
      HEALTH_INTERVAL_MS: 1000,
      LOG_LEVEL: 'info',
    });
  });

  it('When several variables are missing or bad, then one error lists every one of them', () => {
    const attempt = () => loadConfig({ AUTH_URL: 'ftp://x', INTERNAL_SECRET: 'short', PUBLIC_ORIGINS: 'nope' });

    expect(attempt).toThrow(/AUTH_URL[\s\S]*CATALOG_URL[\s\S]*BOOKING_URL[\s\S]*CONTENT_URL[\s\S]*INTERNAL_SECRET[\s\S]*IDENTITY_PRIVATE_KEY: is required[\s\S]*PUBLIC_ORIGINS/);
  });

  it('When IDENTITY_PRIVATE_KEY is not an EC P-256 private key, then the gateway refuses to start', () => {
    const refusal = /IDENTITY_PRIVATE_KEY: must be the gateway's EC P-256 private key/;
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    for (const IDENTITY_PRIVATE_KEY of ['', 'not a key', TEST_IDENTITY_PUBLIC_KEY, rsa.privateKey, '0123456789abcdef0123456789abcdef']) {
      expect(() => loadConfig({ ...required, IDENTITY_PRIVATE_KEY })).toThrow(refusal);
    }
    const { privateKey } = generateIdentityKeyPair();
    expect(loadConfig({ ...required, IDENTITY_PRIVATE_KEY: privateKey }).IDENTITY_PRIVATE_KEY).toBe(privateKey);
  });

  it('When a service URL lists several instances, then each is kept once, in order, without trailing slashes', () => {
    const config = loadConfig({ ...required, BOOKING_URL: 'http://10.0.0.1:8080/, http://10.0.0.2:8080,http://10.0.0.1:8080' });

    expect(config.BOOKING_URL).toEqual(['http://10.0.0.1:8080', 'http://10.0.0.2:8080']);
  });

  it('When one of several service URLs is not http(s), then the error names the variable', () => {
    expect(() => loadConfig({ ...required, CATALOG_URL: 'http://10.0.0.1:8080,ftp://x' })).toThrow(/CATALOG_URL/);
  });

  it('When PUBLIC_ORIGINS lists URLs, then they are kept as origins', () => {
    const config = loadConfig({ ...required, PUBLIC_ORIGINS: 'https://example.com/, https://www.example.com:8443/x' });

    expect(config.PUBLIC_ORIGINS).toEqual(['https://example.com', 'https://www.example.com:8443']);
  });
});
