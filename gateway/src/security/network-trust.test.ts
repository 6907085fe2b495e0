import jwt from 'jsonwebtoken';
import { TEST_IDENTITY_PRIVATE_KEY } from '@wsms/service-kit/testing';
import { loadConfig } from '../config';
import { TEST_SECRET, type Received } from '../testing/fake-service';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

const contextOf = (received: Received) =>
  jwt.verify(received.headers['x-request-context'] as string, TEST_SECRET, {
    algorithms: ['HS256'],
    issuer: 'wsms-gateway',
    audience: 'wsms-request-context',
  }) as { ip: string };

describe('client address without trusted proxies (the default)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.stop());

  it('When a signed-out client sends X-Forwarded-For, then the service gets the socket address, signed', async () => {
    const res = await send(`${gw.url}/api/contact`, { headers: { 'x-forwarded-for': '6.6.6.6' } });

    expect(contextOf(res.json<Received>()).ip).toBe('127.0.0.1');
  });

  it('When a client names another host (Host or X-Forwarded-Host), then the service is told only the address: links come from PUBLIC_URL', async () => {
    const res = await send(`${gw.url}/api/bookings/checkout`, { headers: { host: 'evil-lookalike.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });

    const context = contextOf(res.json<Received>());
    expect(context.ip).toBe('127.0.0.1');
    expect(JSON.stringify(context)).not.toMatch(/evil|origin/);
  });

  it('When a client sends its own x-request-context, then it is replaced by the gateway’s', async () => {
    const forged = jwt.sign({ ip: '6.6.6.6' }, 'not-the-secret-at-all-0123456789', { issuer: 'wsms-gateway', audience: 'wsms-request-context' });

    const res = await send(`${gw.url}/api/bookings`, { headers: { 'x-request-context': forged, cookie: 'session=good' } });

    const received = res.json<Received>();
    expect(contextOf(received).ip).toBe('127.0.0.1');
    expect(received.headers['x-identity']).toEqual(expect.any(String));
  });
});

describe('client address behind a trusted proxy', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    // The test client connects from loopback, so it plays the TLS proxy here.
    gw = await startTestGateway({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(() => gw.stop());

  it('When the trusted proxy forwards a visitor, then the visitor’s address is signed to the service', async () => {
    const res = await send(`${gw.url}/api/contact`, { headers: { 'x-forwarded-for': '203.0.113.5' } });

    expect(contextOf(res.json<Received>()).ip).toBe('203.0.113.5');
  });

  it('When a visitor prepends a forged address, then only the hop the trusted proxy added counts', async () => {
    const res = await send(`${gw.url}/api/contact`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.6' } });

    expect(contextOf(res.json<Received>()).ip).toBe('203.0.113.6');
  });

  it('When the trusted proxy says the visitor used https, then a write from the https origin is same-origin', async () => {
    const res = await send(`${gw.url}/api/contact`, {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https', origin: `https://${gw.host}`, 'content-type': 'application/json' },
      body: '{}',
    });

    expect(res.status).toBe(200);
  });
});

describe('configuration of TRUSTED_PROXIES', () => {
  const required = {
    AUTH_URL: 'http://127.0.0.1:4001',
    CATALOG_URL: 'http://127.0.0.1:4002',
    BOOKING_URL: 'http://127.0.0.1:4003',
    CONTENT_URL: 'http://127.0.0.1:4004',
    INTERNAL_SECRET: '0123456789abcdef',
    IDENTITY_PRIVATE_KEY: TEST_IDENTITY_PRIVATE_KEY,
  };

  it('When an entry is not an address, range or keyword, then start-up fails naming it', () => {
    expect(() => loadConfig({ ...required, TRUSTED_PROXIES: '10.0.0.0/8, proxy.example' })).toThrow(/TRUSTED_PROXIES[\s\S]*proxy\.example/);
  });

  it('When unset, then no proxy is trusted; when set, then the list is kept', () => {
    expect(loadConfig(required).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ ...required, TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }).TRUSTED_PROXIES).toEqual(['loopback', '10.0.0.0/8']);
  });
});
