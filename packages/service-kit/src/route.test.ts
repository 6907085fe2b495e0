import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { defineRoute } from '@wsms/contracts/api';
import { baseServiceConfig, parseConfig } from './config';
import { createService, type RunningService } from './create-service';
import { route } from './route';
import { baseTestEnv, buildIdentity, identityHeaders, TEST_INTERNAL_SECRET } from './testing';

const thing = z.object({ id: z.string(), size: z.number(), owner: z.string().nullable() });

const contracts = {
  getThing: defineRoute({
    method: 'get',
    path: '/things/:id',
    auth: 'public',
    summary: 'A thing',
    request: { params: z.object({ id: z.string().regex(/^t\d+$/) }), query: z.strictObject({ size: z.coerce.number().int().default(1) }) },
    responses: { 200: thing },
  }),
  putThing: defineRoute({
    method: 'put',
    path: '/things/:id',
    auth: 'staff',
    summary: 'Change a thing',
    request: { params: z.object({ id: z.string() }), body: z.strictObject({ size: z.number().int().min(1) }) },
    responses: { 200: thing },
  }),
  deleteThing: defineRoute({
    method: 'delete',
    path: '/things/:id',
    auth: 'admin',
    summary: 'Remove a thing',
    request: { params: z.object({ id: z.string() }) },
    responses: { 204: null },
  }),
  picture: defineRoute({
    method: 'get',
    path: '/picture',
    auth: 'user',
    summary: 'A picture',
    request: {},
    responses: { 200: { media: 'image/svg+xml', description: 'SVG' } },
  }),
  internalThing: defineRoute({
    method: 'get',
    path: '/internal/thing',
    auth: 'internal',
    summary: 'For services',
    request: {},
    responses: { 200: z.object({ ok: z.boolean() }) },
  }),
};

const calls: string[] = [];
const counting: RequestHandler = (req, _res, next) => {
  calls.push(`${req.method} ${req.path}`);
  next();
};

let running: RunningService;
let url: string;

beforeAll(async () => {
  const config = parseConfig(baseServiceConfig, baseTestEnv('route'));
  const service = await createService({
    name: 'route-test',
    config,
    routes: () => {
      const router = Router();
      route(router, contracts.getThing, ({ params, query, identity }) => ({
        id: params.id,
        size: query.size,
        owner: identity?.username ?? null,
      }));
      route(router, contracts.putThing, ({ params, body, identity }) => ({ id: params.id, size: body.size, owner: identity.username }), {
        before: [counting],
      });
      route(router, contracts.deleteThing, () => undefined);
      route(router, contracts.picture, () => '<svg xmlns="http://www.w3.org/2000/svg"/>');
      route(router, contracts.internalThing, () => ({ ok: true }));
      return router;
    },
  });
  running = await service.listen(0);
  url = `http://127.0.0.1:${running.port}`;
});
afterAll(() => running.stop());

const as = (role: 'user' | 'staff' | 'admin', username = `${role}-1`) => identityHeaders(buildIdentity({ role, username }));
const put = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/things/t1`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('route()', () => {
  it('When params and query are valid, then the handler gets them parsed (coerced, defaulted) and its value is sent as JSON', async () => {
    const res = await fetch(`${url}/things/t7?size=3`, { headers: as('user', 'ana') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 't7', size: 3, owner: 'ana' });
    expect(await (await fetch(`${url}/things/t7`)).json()).toEqual({ id: 't7', size: 1, owner: null });
  });

  it.each([
    ['a bad path parameter', '/things/x1', 'Invalid params: id'],
    ['an unknown query parameter', '/things/t1?colour=red', 'Invalid query'],
    ['a query value of the wrong type', '/things/t1?size=big', 'Invalid query: size'],
  ])('When a request has %s, then 400 names the part and field', async (_label, path, message) => {
    const res = await fetch(`${url}${path}`);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; errors: unknown[] };
    expect(json.message).toContain(message);
    expect(json.errors.length).toBeGreaterThan(0);
  });

  it('When a staff route is called signed out, as a user, with a bad body, or as staff, then 401, 403, 400, 200', async () => {
    expect((await put({ size: 2 })).status).toBe(401);
    expect((await put({ size: 2 }, as('user'))).status).toBe(403);
    const bad = await put({ size: 0 }, as('staff'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('size');
    const ok = await put({ size: 2 }, as('admin', 'boss'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: 't1', size: 2, owner: 'boss' });
  });

  it('When a route has before-middleware, then it runs ahead of the auth check (so a limiter also counts refused calls)', async () => {
    calls.length = 0;
    await put({ size: 2 });
    expect(calls).toEqual(['PUT /things/t1']);
  });

  it('When an admin route answers 204, then the body is empty; staff get 403', async () => {
    const staff = await fetch(`${url}/things/t1`, { method: 'DELETE', headers: as('staff') });
    expect(staff.status).toBe(403);
    const admin = await fetch(`${url}/things/t1`, { method: 'DELETE', headers: as('admin') });
    expect(admin.status).toBe(204);
    expect(await admin.text()).toBe('');
  });

  it('When a route answers media, then it is sent with the declared type; signed out gets 401', async () => {
    expect((await fetch(`${url}/picture`)).status).toBe(401);
    const res = await fetch(`${url}/picture`, { headers: as('user') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it('When an internal route is called without, with a wrong, or with the right secret, then 403, 403, 200', async () => {
    expect((await fetch(`${url}/internal/thing`)).status).toBe(403);
    expect((await fetch(`${url}/internal/thing`, { headers: { 'x-internal-secret': 'wrong' } })).status).toBe(403);
    const ok = await fetch(`${url}/internal/thing`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
  });

  it('When an unknown /internal path is called without the secret, then 403 (the whole prefix is closed)', async () => {
    expect((await fetch(`${url}/internal/nothing-here`)).status).toBe(403);
  });
});
