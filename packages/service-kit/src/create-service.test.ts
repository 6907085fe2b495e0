import { Router } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { baseServiceConfig, parseConfig } from './config';
import { createService, type RunningService } from './create-service';
import { conflict } from './app-error';
import { defineRoute } from '@wsms/contracts/api';
import { requireRole } from './identity';
import { route } from './route';
import { internalClient } from './internal-client';
import { generateIdentityKeyPair } from './identity-keys';
import { baseTestEnv, buildIdentity, identityHeaders, TEST_IDENTITY_PRIVATE_KEY, TEST_IDENTITY_PUBLIC_KEY, TEST_INTERNAL_SECRET } from './testing';

let running: RunningService;
let url: string;

beforeAll(async () => {
  const config = parseConfig(baseServiceConfig, baseTestEnv('kit'));
  const service = await createService({
    name: 'kit-test',
    config,
    routes: ({ db }) => {
      const router = Router();
      const items = db.collection('items');
      const addItem = defineRoute({
        method: 'post',
        path: '/items',
        auth: 'public',
        summary: 'Add an item',
        request: { body: z.strictObject({ name: z.string().min(1) }) },
        responses: { 201: z.object({ ok: z.literal(true) }) },
      });
      route(router, addItem, async ({ body }) => {
        await items.insertOne({ name: body.name });
        return { ok: true as const };
      });
      router.get('/items/count', async (_req, res) => {
        res.json({ count: await items.countDocuments() });
      });
      router.get('/admin-only', requireRole('admin'), (_req, res) => {
        res.json({ ok: true });
      });
      router.get('/conflict', () => {
        throw conflict('That time is no longer available');
      });
      return router;
    },
  });
  running = await service.listen(0);
  url = `http://127.0.0.1:${running.port}`;
});

afterAll(() => running.stop());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/items`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const count = async () => ((await (await fetch(`${url}/items/count`)).json()) as { count: number }).count;

describe('service kit', () => {
  it('When the body is valid, then it is stored', async () => {
    const res = await post(JSON.stringify({ name: 'a' }));
    expect(res.status).toBe(201);
    expect(await count()).toBe(1);
  });

  it.each([
    ['malformed JSON', '{"name":', 400, 'Malformed JSON in request body'],
    ['a wrong type', '{"name":42}', 400, undefined],
    ['an operator object', '{"name":{"$gt":""}}', 400, 'Field name "$gt" is not allowed'],
    ['a prototype key', '{"name":"x","__proto__":{"admin":true}}', 400, 'Field name "__proto__" is not allowed'],
    ['an unknown field', '{"name":"x","role":"admin"}', 400, undefined],
    ['a 2 MB body', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), 413, 'Request body is too large'],
  ])('When the body has %s, then it answers a clear 4xx JSON and stores nothing', async (_label, body, status, message) => {
    const before = await count();
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { message: string };
    expect(typeof json.message).toBe('string');
    if (message) expect(json.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('When a wrong type is sent, then the error names the field', async () => {
    const res = await post('{"name":42}');
    const json = (await res.json()) as { errors: Array<{ path: string }> };
    expect(json.errors[0]?.path).toBe('name');
  });

  it('When a role is required, then 401 signed out, 403 for a lower role, 200 for admin', async () => {
    expect((await fetch(`${url}/admin-only`)).status).toBe(401);
    const asUser = await fetch(`${url}/admin-only`, { headers: identityHeaders(buildIdentity({ role: 'staff' })) });
    expect(asUser.status).toBe(403);
    const forged = await fetch(`${url}/admin-only`, {
      headers: identityHeaders(buildIdentity({ role: 'admin' }), generateIdentityKeyPair().privateKey),
    });
    expect(forged.status).toBe(401);
    const asAdmin = await fetch(`${url}/admin-only`, { headers: identityHeaders(buildIdentity({ role: 'admin' })) });
    expect(asAdmin.status).toBe(200);
  });

  it('When an admin identity is signed HS256 with INTERNAL_SECRET (a leak from any service), then it is refused with 401; the gateway-key ES256 one passes', async () => {
    const admin = buildIdentity({ role: 'admin' });
    const claims = { issuer: 'wsms-gateway', audience: 'wsms-services', expiresIn: 60 } as const;
    const withSecret = jwt.sign({ ...admin }, TEST_INTERNAL_SECRET, { algorithm: 'HS256', ...claims });
    // The public key used as an HMAC secret (the classic algorithm-confusion forgery) is refused too.
    const withPublicKey = jwt.sign({ ...admin }, TEST_IDENTITY_PUBLIC_KEY, { algorithm: 'HS256', ...claims, allowInsecureKeySizes: true });
    const unsigned = jwt.sign({ ...admin }, '', { algorithm: 'none', ...claims });
    for (const token of [withSecret, withPublicKey, unsigned]) {
      const res = await fetch(`${url}/admin-only`, { headers: { 'x-identity': token } });
      expect(res.status).toBe(401);
    }
    const gateway = jwt.sign({ ...admin }, TEST_IDENTITY_PRIVATE_KEY, { algorithm: 'ES256', ...claims });
    expect((await fetch(`${url}/admin-only`, { headers: { 'x-identity': gateway } })).status).toBe(200);
  });

  it('When a use-case throws an AppError, then its status and message are answered', async () => {
    const res = await fetch(`${url}/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'That time is no longer available' });
  });

  it('When the route is unknown, then 404 JSON', async () => {
    const res = await fetch(`${url}/nope`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain('No route');
  });

  it('When the database is reachable, then readiness is ok', async () => {
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: true });
  });
});

describe("every service's system summary", () => {
  it('When the gateway asks with the secret, then the instance answers its own figures as the contract says; without it 403', async () => {
    await post(JSON.stringify({ name: 'counted' }));
    const client = internalClient('everyService', { baseUrl: url, secret: TEST_INTERNAL_SECRET });

    const summary = await client.internalSystemSummary();

    expect(summary).toMatchObject({ service: 'kit-test', version: expect.any(String) });
    expect(summary.figures).toEqual({});
    expect(summary.requests).toBeGreaterThanOrEqual(1);
    expect(summary.latency.count).toBe(summary.requests);
    expect((await fetch(`${url}/internal/system/summary`)).status).toBe(403);
  });

  it("When the service's own figures cannot be read, then the instance still answers, without them", async () => {
    const config = parseConfig(baseServiceConfig, baseTestEnv('kit_figures'));
    const broken = await (
      await createService({ name: 'kit-figures', config, routes: () => Router(), systemFigures: () => () => Promise.reject(new Error('database down')) })
    ).listen(0);
    try {
      const client = internalClient('everyService', { baseUrl: `http://127.0.0.1:${broken.port}`, secret: TEST_INTERNAL_SECRET });

      const summary = await client.internalSystemSummary();

      expect(summary.service).toBe('kit-figures');
      expect(summary.figures).toEqual({});
    } finally {
      await broken.stop();
    }
  });
});

describe('configuration', () => {
  it('When variables are missing, then every one is listed', () => {
    expect(() => parseConfig(baseServiceConfig, {})).toThrow(/PORT[\s\S]*MONGODB_URI[\s\S]*INTERNAL_SECRET[\s\S]*IDENTITY_PUBLIC_KEY: is required/);
  });

  it('When IDENTITY_PUBLIC_KEY is not an EC P-256 public key, then the service refuses to start; a one-line PEM with \\n is read', () => {
    const env = baseTestEnv('kit_cfg');
    const refusal = /IDENTITY_PUBLIC_KEY: must be the gateway's EC P-256 public key/;
    // The private key must stay with the gateway: a service given it refuses to start.
    for (const IDENTITY_PUBLIC_KEY of ['', 'not a key', TEST_IDENTITY_PRIVATE_KEY, TEST_INTERNAL_SECRET]) {
      expect(() => parseConfig(baseServiceConfig, { ...env, IDENTITY_PUBLIC_KEY })).toThrow(refusal);
    }
    const oneLine = TEST_IDENTITY_PUBLIC_KEY.trim().replace(/\n/g, '\\n');
    expect(parseConfig(baseServiceConfig, { ...env, IDENTITY_PUBLIC_KEY: oneLine }).IDENTITY_PUBLIC_KEY).toBe(oneLine);
  });
});
