import { TEST_IDENTITY_PUBLIC_KEY } from '@wsms/service-kit/testing';
import { loadConfig } from './config';

const required = {
  PORT: '0',
  MONGODB_URI: 'mongodb://127.0.0.1:27017/wsms_booking',
  INTERNAL_SECRET: '0123456789abcdef',
  IDENTITY_PUBLIC_KEY: TEST_IDENTITY_PUBLIC_KEY,
  CATALOG_URL: 'http://127.0.0.1:4002',
};

describe('PUBLIC_URL, the origin of every link the service sends out', () => {
  it('When NODE_ENV is production and PUBLIC_URL is missing or empty, then the service refuses to start and says why', () => {
    for (const PUBLIC_URL of [undefined, '']) {
      expect(() => loadConfig({ ...required, NODE_ENV: 'production', ...(PUBLIC_URL === undefined ? {} : { PUBLIC_URL }) })).toThrow(
        "PUBLIC_URL: is required when NODE_ENV=production: the site's public origin (e.g. https://www.example.com), which every e-mailed link starts with",
      );
    }
  });

  it('When PUBLIC_URL is set, then it is used without its trailing slash; in development it defaults to what npm start serves', () => {
    expect(loadConfig({ ...required, NODE_ENV: 'production', CONTENT_URL: 'http://127.0.0.1:4004', PUBLIC_URL: 'https://book.example.com/' }).PUBLIC_URL).toBe('https://book.example.com');
    expect(loadConfig({ ...required, NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:3000');
  });
});

describe('CONTENT_URL, where booking asks whether the consent form is signed', () => {
  it('When NODE_ENV is production without CONTENT_URL, then the service refuses to start; in tests it may be left out', () => {
    expect(() => loadConfig({ ...required, NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' })).toThrow(/CONTENT_URL/);
    expect(loadConfig({ ...required, NODE_ENV: 'test' }).CONTENT_URL).toBeUndefined();
  });
});

describe('REPORTS_READ_PREFERENCE, where the owner\'s report reads go on a replica set', () => {
  it('When it is unset or empty, then the reports read the primary; secondaryPreferred is taken as given', () => {
    expect(loadConfig({ ...required, NODE_ENV: 'test' }).REPORTS_READ_PREFERENCE).toBe('primary');
    expect(loadConfig({ ...required, NODE_ENV: 'test', REPORTS_READ_PREFERENCE: '' }).REPORTS_READ_PREFERENCE).toBe('primary');
    expect(loadConfig({ ...required, NODE_ENV: 'test', REPORTS_READ_PREFERENCE: 'secondaryPreferred' }).REPORTS_READ_PREFERENCE).toBe('secondaryPreferred');
  });

  it.each(['secondary', 'nearest', 'SECONDARYPREFERRED', 'secondaryPreferred '])('When it is %j, then the service refuses to start and names the two it takes', (value) => {
    expect(() => loadConfig({ ...required, NODE_ENV: 'test', REPORTS_READ_PREFERENCE: value })).toThrow('REPORTS_READ_PREFERENCE: must be one of: primary, secondaryPreferred');
  });
});
