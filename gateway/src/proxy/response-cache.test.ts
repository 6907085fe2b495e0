import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { send } from '../testing/send';
import { startTestGateway, waitFor, type TestGateway } from '../testing/start-test-gateway';
import { createResponseCache, sharedLifetimeOf } from './response-cache';

const PUBLIC = 'cache-control=public,%20max-age=10';
const path = `/api/products?${PUBLIC}`;

let gw: TestGateway;
afterEach(() => gw?.stop());

const reached = (p: string, service: 'catalog' | 'auth' = 'catalog') => gw.services[service].received.filter((r) => r.path === p).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the gateway answers anonymous public reads from its cache', () => {
  beforeEach(async () => {
    gw = await startTestGateway();
  });

  it('When an anonymous read is marked public with a max-age, then the next one is answered without asking the service', async () => {
    const first = await send(`${gw.url}${path}`);
    const second = await send(`${gw.url}${path}`);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('public, max-age=10');
    expect(second.headers.age).toBe('0');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
    expect(reached(path)).toBe(1);
  });

  it('When the visitor revalidates with the stored ETag, then the gateway answers 304 itself', async () => {
    const first = await send(`${gw.url}${path}`);
    const etag = first.headers.etag as string;

    const again = await send(`${gw.url}${path}`, { headers: { 'if-none-match': etag } });
    const other = await send(`${gw.url}${path}`, { headers: { 'if-none-match': '"something-else"' } });

    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(other.status).toBe(200);
    expect(reached(path)).toBe(1);
  });

  it('When a HEAD follows a stored GET, then it gets the headers without a body', async () => {
    await send(`${gw.url}${path}`);
    const head = await send(`${gw.url}${path}`, { method: 'HEAD' });

    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(reached(path)).toBe(1);
  });

  it('When a write passes through the gateway, then the next read asks the service again', async () => {
    await send(`${gw.url}${path}`);
    const write = await send(`${gw.url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gw.url }, body: '{}' });
    await send(`${gw.url}${path}`);

    expect(write.status).toBe(200);
    expect(reached(path)).toBe(2);
  });

  it("When a browser sends a vitals report, then it reaches content but the cache keeps its answers (a report changes no read)", async () => {
    await send(`${gw.url}${path}`);
    const report = await send(`${gw.url}/api/telemetry/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw.url },
      body: JSON.stringify({ name: 'LCP', value: 900, route: '/' }),
    });
    await send(`${gw.url}${path}`);

    expect(report.status).toBe(200);
    expect(gw.services.content.received.filter((r) => r.path === '/api/telemetry/vitals')).toHaveLength(1);
    expect(reached(path)).toBe(1);
  });

  it.each([
    ['private', 'cache-control=private,%20max-age=10'],
    ['no-cache', 'cache-control=public,%20no-cache'],
    ['no-store', 'cache-control=public,%20max-age=10,%20no-store'],
    ['without public', 'cache-control=max-age=10'],
    ['max-age=0', 'cache-control=public,%20max-age=0'],
    ['with Set-Cookie', `${PUBLIC}&set-cookie=a%3D1`],
    ['varying on Origin', `${PUBLIC}&vary=Origin`],
  ])('When the answer is %s, then every read reaches the service', async (_label, query) => {
    const p = `/api/products?${query}`;
    await send(`${gw.url}${p}`);
    await send(`${gw.url}${p}`);

    expect(reached(p)).toBe(2);
  });

  it('When the answer varies only on Cookie, then anonymous reads share it', async () => {
    const p = `${path}&vary=Cookie`;
    await send(`${gw.url}${p}`);
    await send(`${gw.url}${p}`);

    expect(reached(p)).toBe(1);
  });

  it('When a read carries a session cookie or Authorization, then it is neither answered nor stored by the cache', async () => {
    await send(`${gw.url}${path}`, { headers: { cookie: 'session=good' } });
    await send(`${gw.url}${path}`, { headers: { cookie: 'session=good' } });
    await send(`${gw.url}${path}`, { headers: { authorization: 'Bearer x' } });
    await send(`${gw.url}${path}`);
    await send(`${gw.url}${path}`, { headers: { cookie: 'session=good' } });

    expect(reached(path)).toBe(5);
  });

  it('When the visitor asks for a fresh answer (Cache-Control: no-cache), then the service is asked', async () => {
    await send(`${gw.url}${path}`);
    await send(`${gw.url}${path}`, { headers: { 'cache-control': 'no-cache' } });

    expect(reached(path)).toBe(2);
  });

  it("When the auth service marks an answer public, then it is still never stored", async () => {
    const p = `/api/auth/me?${PUBLIC}`;
    await send(`${gw.url}${p}`);
    await send(`${gw.url}${p}`);

    expect(reached(p, 'auth')).toBe(2);
  });

  it('When the service is down, then its stored answers are not used: the visitor gets the 503', async () => {
    expect((await send(`${gw.url}${path}`)).status).toBe(200);
    await gw.services.catalog.stop();
    await waitFor(() => !gw.gateway.monitor.isAvailable('catalog'));

    expect((await send(`${gw.url}${path}`)).status).toBe(503);
  });

  it('When the query differs, then each is a separate answer', async () => {
    await send(`${gw.url}${path}&page=1`);
    await send(`${gw.url}${path}&page=2`);
    await send(`${gw.url}${path}&page=1`);

    expect([reached(`${path}&page=1`), reached(`${path}&page=2`)]).toEqual([1, 1]);
  });
});

describe('how long the gateway keeps an answer', () => {
  it('When RESPONSE_CACHE_MS is shorter than max-age, then the answer is reused only that long', async () => {
    gw = await startTestGateway({ env: { RESPONSE_CACHE_MS: '150' } });
    await send(`${gw.url}${path}`);
    await send(`${gw.url}${path}`);
    await sleep(250);
    await send(`${gw.url}${path}`);

    expect(reached(path)).toBe(2);
  });

  it('When RESPONSE_CACHE_MS is 0, then nothing is stored', async () => {
    gw = await startTestGateway({ env: { RESPONSE_CACHE_MS: '0' } });
    await send(`${gw.url}${path}`);
    await send(`${gw.url}${path}`);

    expect(reached(path)).toBe(2);
  });
});

describe('createResponseCache', () => {
  const answerFrom = (headers: IncomingMessage['headers']) => Object.assign(new PassThrough(), { statusCode: 200, headers }) as unknown as IncomingMessage & PassThrough;
  const request = (url: string) => ({ method: 'GET', originalUrl: url, headers: {} }) as unknown as Request;
  const response = () => {
    const written: { status?: number; body?: string } = {};
    const res = {
      locals: {},
      writeHead: (status: number) => {
        written.status = status;
      },
      end: (body?: Buffer) => {
        written.body = body?.toString();
      },
    };
    return { res: res as unknown as Response, written };
  };

  const ended = (upstream: PassThrough, body: string) => {
    const done = new Promise((resolve) => upstream.once('end', resolve));
    upstream.end(body);
    return done;
  };

  it('When a write happens while a read is in flight, then what that read brings back is not stored', async () => {
    const cache = createResponseCache({ maxLifetimeMs: 1000 });
    const { res } = response();
    expect(cache.answer(request('/api/instructors'), res, 'catalog')).toBe(false);
    const upstream = answerFrom({ 'cache-control': 'public, max-age=10' });
    cache.store(upstream, res);

    cache.invalidate();
    await ended(upstream, '{"old":true}');

    expect(cache.size).toBe(0);
  });

  it('When more answers than maxEntries are stored, then the oldest are dropped first', async () => {
    const cache = createResponseCache({ maxLifetimeMs: 1000, maxEntries: 2 });
    for (const url of ['/a', '/b', '/c']) {
      const { res } = response();
      cache.answer(request(url), res, 'catalog');
      const upstream = answerFrom({ 'cache-control': 'public, max-age=10' });
      cache.store(upstream, res);
      await ended(upstream, url);
    }
    const hits = ['/a', '/b', '/c'].map((url) => {
      const { res, written } = response();
      return cache.answer(request(url), res, 'catalog') ? written.body : null;
    });

    expect(hits).toEqual([null, '/b', '/c']);
  });

  it('When a body is larger than maxBodyBytes, then it is not stored', async () => {
    const cache = createResponseCache({ maxLifetimeMs: 1000, maxBodyBytes: 4 });
    const { res } = response();
    cache.answer(request('/big'), res, 'catalog');
    const upstream = answerFrom({ 'cache-control': 'public, max-age=10' });
    cache.store(upstream, res);
    await ended(upstream, '12345');

    expect(cache.size).toBe(0);
  });

  it.each([
    [{ 'cache-control': 'public, max-age=10' }, 10],
    [{ 'cache-control': 'public, max-age=10, s-maxage=3' }, 3],
    [{ 'cache-control': 'public, max-age=abc' }, 0],
    [{ 'cache-control': 'public, max-age=10', vary: '*' }, 0],
    [{ 'cache-control': 'public, max-age=10', vary: 'Cookie, Accept-Encoding' }, 10],
  ])('sharedLifetimeOf(%j) is %d s', (headers, seconds) => {
    expect(sharedLifetimeOf(headers)).toBe(seconds);
  });
});
