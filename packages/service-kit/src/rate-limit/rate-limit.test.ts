import { Router } from 'express';
import { connectDatabase } from '../database';
import { createService, type RunningService } from '../create-service';
import { baseServiceConfig, parseConfig } from '../config';
import { clientAddress } from '../request-context';
import { baseTestEnv, clientHeaders, freshDatabaseUri } from '../testing';
import { consumeOrThrow, createRateLimiter, rateLimit } from './rate-limit';
import { ensureRateLimitIndexes, RATE_LIMIT_COLLECTION } from './mongo-seat-limiter';

const settings = { name: 'probe', points: 10, durationSeconds: 60 };

describe('the shared rate limiter on the real database', () => {
  const uri = freshDatabaseUri('kit_rate');
  let first: Awaited<ReturnType<typeof connectDatabase>>;
  let second: Awaited<ReturnType<typeof connectDatabase>>;

  beforeAll(async () => {
    [first, second] = await Promise.all([connectDatabase(uri), connectDatabase(uri)]);
    await ensureRateLimitIndexes(first);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  const outcomes = (results: PromiseSettledResult<unknown>[]) => ({
    allowed: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.filter((r) => r.status === 'rejected').length,
  });

  it('When 40 requests race on two connections (two instances) for a limit of 10, then exactly 10 pass', async () => {
    const a = createRateLimiter(first, settings);
    const b = createRateLimiter(second, settings);

    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => consumeOrThrow(i % 2 ? a : b, 'race-key', 'Too many')),
    );

    expect(outcomes(results)).toEqual({ allowed: 10, refused: 30 });
    expect(await first.collection(RATE_LIMIT_COLLECTION).countDocuments({ key: 'probe:race-key', seat: { $gt: 0 } })).toBe(10);
  });

  it('When the limit is reached, then a 429 error carries a Retry-After within the window', async () => {
    const limiter = createRateLimiter(first, { ...settings, name: 'retry', points: 2 });
    await consumeOrThrow(limiter, 'k', 'Too many');
    await consumeOrThrow(limiter, 'k', 'Too many');

    const error = (await consumeOrThrow(limiter, 'k', 'Too many').catch((err: unknown) => err)) as {
      status: number;
      retryAfterSeconds: number;
      message: string;
    };

    expect(error).toMatchObject({ status: 429, message: 'Too many' });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('When a point is rewarded back, then one more request passes; other keys are untouched', async () => {
    const limiter = createRateLimiter(first, { ...settings, name: 'reward', points: 1 });
    await consumeOrThrow(limiter, 'k', 'x');
    await expect(consumeOrThrow(limiter, 'k', 'x')).rejects.toMatchObject({ status: 429 });

    await limiter.reward('k', 1);

    await expect(consumeOrThrow(limiter, 'k', 'x')).resolves.toMatchObject({ consumedPoints: 1 });
    await expect(consumeOrThrow(limiter, 'other', 'x')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('When 30 requests race to open a new window on two connections, then exactly one window opens and 5 pass', async () => {
    const a = createRateLimiter(first, { ...settings, name: 'open', points: 5 });
    const b = createRateLimiter(second, { ...settings, name: 'open', points: 5 });

    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => consumeOrThrow(i % 2 ? a : b, 'fresh', 'x')));

    expect(outcomes(results)).toEqual({ allowed: 5, refused: 25 });
    expect(await first.collection(RATE_LIMIT_COLLECTION).countDocuments({ key: 'open:fresh', seat: 0 })).toBe(1);
  });

  it('When the window has passed, then the key may consume again (expiry checked in code, no TTL index)', async () => {
    const limiter = createRateLimiter(first, { ...settings, name: 'expiry', points: 1, durationSeconds: 1 });
    await consumeOrThrow(limiter, 'k', 'x');
    await expect(consumeOrThrow(limiter, 'k', 'x')).rejects.toMatchObject({ status: 429 });

    await new Promise((resolve) => setTimeout(resolve, 1100));

    await expect(consumeOrThrow(limiter, 'k', 'x')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('When get and delete are used, then they read and clear the count', async () => {
    const limiter = createRateLimiter(first, { ...settings, name: 'get' });
    await limiter.penalty('k', 3);

    expect((await limiter.get('k'))?.consumedPoints).toBe(3);
    await limiter.delete('k');
    expect(await limiter.get('k')).toBeNull();
  });
});

describe('rateLimit middleware and the client address', () => {
  let running: RunningService;
  let url: string;

  beforeAll(async () => {
    const config = parseConfig(baseServiceConfig, baseTestEnv('kit_rate_mw'));
    const service = await createService({
      name: 'kit-rate',
      config,
      routes: ({ db }) => {
        const router = Router();
        const limiter = createRateLimiter(db, { name: 'mw', points: 2, durationSeconds: 60 });
        router.get('/address', (req, res) => {
          res.json({ address: clientAddress(req), ip: req.ip });
        });
        router.post('/limited', rateLimit(limiter, 'Slow down'), (_req, res) => {
          res.json({ ok: true });
        });
        return router;
      },
    });
    running = await service.listen(0);
    url = `http://127.0.0.1:${running.port}`;
  });
  afterAll(() => running.stop());

  it('When one address passes the limit, then 429 with Retry-After and the JSON error; another address still passes', async () => {
    const from = clientHeaders('198.51.100.7');
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${url}/limited`, { method: 'POST', headers: from })).status).toBe(200);

    const refused = await fetch(`${url}/limited`, { method: 'POST', headers: from });
    const other = await fetch(`${url}/limited`, { method: 'POST', headers: clientHeaders('198.51.100.8') });

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Slow down' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(other.status).toBe(200);
  });

  it('When the addresses differ only in the last 64 bits of IPv6, then they share one limit; IPv4-mapped IPv6 counts as its IPv4 address', async () => {
    const post = (ip: string) => fetch(`${url}/limited`, { method: 'POST', headers: clientHeaders(ip) });
    expect((await post('2001:db8:7:1::1')).status).toBe(200);
    expect((await post('2001:db8:7:1:aaaa:bbbb:cccc:dddd')).status).toBe(200);
    expect((await post('2001:db8:7:1:ffff::9')).status).toBe(429);
    expect((await post('2001:db8:7:2::1')).status).toBe(200);

    expect((await post('198.51.100.60')).status).toBe(200);
    expect((await post('::ffff:198.51.100.60')).status).toBe(200);
    expect((await post('::ffff:c633:643c')).status).toBe(429);
  });

  it('When a request carries X-Forwarded-For, then the service ignores it', async () => {
    const res = await fetch(`${url}/address`, { headers: { 'x-forwarded-for': '6.6.6.6' } });

    const body = (await res.json()) as { address: string; ip: string };
    expect(body.address).not.toBe('6.6.6.6');
    expect(body.ip).not.toBe('6.6.6.6');
  });

  it('When the gateway signed the address, then it is used; a context signed with another secret is ignored', async () => {
    const signed = await (await fetch(`${url}/address`, { headers: clientHeaders('203.0.113.9') })).json();
    const forged = await (
      await fetch(`${url}/address`, { headers: clientHeaders('203.0.113.10', { secret: 'another-secret-that-is-long-enough' }) })
    ).json();

    expect(signed).toMatchObject({ address: '203.0.113.9' });
    expect(forged).not.toMatchObject({ address: '203.0.113.10' });
  });

  it('When the service listens, then it is bound to loopback by default', () => {
    expect(running.server.address()).toMatchObject({ address: '127.0.0.1' });
  });
});
