import { Router } from 'express';
import { z } from 'zod';
import type { AuditEntry } from '@wsms/contracts';
import { auditApi, defineRoute } from '@wsms/contracts/api';
import { conflict } from '../app-error';
import { baseServiceConfig, parseConfig } from '../config';
import { createService, type RunningService } from '../create-service';
import { route } from '../route';
import { baseTestEnv, buildIdentity, checkAnswer, identityHeaders, TEST_INTERNAL_SECRET, walkPages } from '../testing';
import { AUDIT_COLLECTION, createAuditTrail } from './audit-trail';

const thing = z.object({ id: z.string(), name: z.string() });
const contracts = {
  createThing: defineRoute({
    method: 'post',
    path: '/things',
    auth: 'admin',
    summary: 'Add a thing',
    request: { body: z.strictObject({ name: z.string(), password: z.string().optional(), tags: z.array(z.string()).optional() }) },
    responses: { 201: thing, 409: 'Taken' },
  }),
  renameThing: defineRoute({
    method: 'put',
    path: '/things/:id',
    auth: 'staff',
    summary: 'Rename a thing',
    request: { params: z.object({ id: z.string() }), body: z.strictObject({ name: z.string() }) },
    responses: { 200: thing },
  }),
  sendNote: defineRoute({
    method: 'post',
    path: '/notes',
    auth: 'public',
    summary: 'Leave a note',
    request: { body: z.strictObject({ text: z.string() }) },
    responses: { 201: z.object({ ok: z.boolean() }) },
  }),
};

let running: RunningService;
let url: string;
const handled: string[] = [];

beforeAll(async () => {
  const service = await createService({
    name: 'audit-test',
    config: parseConfig(baseServiceConfig, baseTestEnv('audit')),
    routes: () => {
      const router = Router();
      route(router, contracts.createThing, ({ body }) => {
        handled.push(body.name);
        if (body.name === 'taken') throw conflict('Taken');
        return { id: `t-${body.name}`, name: body.name };
      });
      route(router, contracts.renameThing, ({ params, body }) => ({ id: params.id, name: body.name }));
      route(router, contracts.sendNote, () => ({ ok: true }));
      return router;
    },
  });
  running = await service.listen(0);
  url = `http://127.0.0.1:${running.port}`;
});
afterAll(() => running.stop());

const admin = buildIdentity({ role: 'admin', username: 'boss', firstName: 'Ada', lastName: 'Admin' });
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const entries = () => running.db.collection(AUDIT_COLLECTION).find().sort({ at: -1, _id: -1 }).toArray();
const readLog = async (query = '') => {
  const res = await fetch(`${url}/internal/audit-log${query}`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
  return (await checkAnswer(auditApi.internalAuditLog, 200, res)) as AuditEntry[];
};

describe('the audit trail', () => {
  beforeEach(() => running.db.collection(AUDIT_COLLECTION).deleteMany({}));

  it('When an admin creates a record, then one entry says who, what, when, the new id and success; secrets are not kept', async () => {
    const before = Date.now();
    const res = await send('POST', '/things', { name: 'lamp', password: 'hunter22', tags: ['a', 'b'] }, identityHeaders(admin));
    expect(res.status).toBe(201);

    const [entry] = await readLog();
    expect(entry).toMatchObject({
      service: 'audit-test',
      actor: { id: admin.sub, username: 'boss', name: 'Ada Admin', role: 'admin' },
      description: 'Add a thing',
      action: 'Add a thing',
      method: 'POST',
      path: '/things',
      target: 't-lamp',
      changes: { name: 'lamp', password: '[redacted]', tags: 'a, b' },
      status: 201,
      outcome: 'succeeded',
    });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('When an admin write is refused by the use case, then the entry records the failure and its status', async () => {
    expect((await send('POST', '/things', { name: 'taken' }, identityHeaders(admin))).status).toBe(409);

    expect(await readLog()).toEqual([expect.objectContaining({ status: 409, outcome: 'failed', changes: { name: 'taken' } })]);
  });

  it('When an admin uses a staff route, then it is audited with the path id as target; a staff member doing the same is not', async () => {
    await send('PUT', '/things/t9', { name: 'new' }, identityHeaders(admin));
    await send('PUT', '/things/t9', { name: 'newer' }, identityHeaders(buildIdentity({ role: 'staff' })));

    expect(await readLog()).toEqual([expect.objectContaining({ target: 't9', path: '/things/t9', changes: { name: 'new' } })]);
  });

  it('When the input is invalid, the caller is not an admin, or the route is public, then nothing is recorded', async () => {
    await send('POST', '/things', { name: 3 }, identityHeaders(admin));
    await send('POST', '/things', { name: 'x' }, identityHeaders(buildIdentity({ role: 'staff' })));
    await send('POST', '/notes', { text: 'hello' }, identityHeaders(admin));

    expect(await entries()).toEqual([]);
  });

  it('When the log is walked a page at a time while admins keep writing, then each earlier entry comes once, newest first, and limit 0 or 201 is 400', async () => {
    for (const name of ['one', 'two', 'three', 'four', 'five']) await send('POST', '/things', { name }, identityHeaders(admin));

    const walk = await walkPages<AuditEntry>(
      (path) => fetch(`${url}${path}`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } }),
      '/internal/audit-log?limit=2',
      async (page) => void (await send('POST', '/things', { name: `during-${page}` }, identityHeaders(admin))),
    );

    expect(walk.items.map((e) => e.changes.name).filter((name) => !String(name).startsWith('during'))).toEqual(['five', 'four', 'three', 'two', 'one']);
    expect(new Set(walk.items.map((e) => e.id)).size).toBe(walk.items.length);
    expect(walk.links[0]).toMatch(/^\/internal\/audit-log\?limit=2&cursor=[\w-]+$/);
    for (const limit of ['0', '201']) {
      expect((await fetch(`${url}/internal/audit-log?limit=${limit}`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } })).status).toBe(400);
    }
  });

  it('When a deep page of the log is explained on the embedded database, then SQLite walks the list key index from the cursor, with the sort and the limit', async () => {
    await send('POST', '/things', { name: 'planned' }, identityHeaders(admin));
    const cursor = `${new Date().toISOString()}|ffffffffffffffffffffffff`;

    const explained = (await running.db.collection(AUDIT_COLLECTION).find({ listKey: { $lt: cursor } }).sort({ listKey: -1 }).limit(51).explain()) as Record<string, unknown>;

    expect(JSON.stringify(explained.queryPlanner)).toMatch(/SEARCH \S+ USING INDEX \S+_listKey_-1/);
    expect([explained.sortPushdown, explained.limitPushdown]).toEqual([true, true]);
  });

  it('When entries were stored before the log was paged, then the backfill gives them their place, once', async () => {
    const at = new Date(Date.now() - 60_000);
    await running.db.collection(AUDIT_COLLECTION).insertOne({ at, service: 'audit-test', actor: { id: 'x', username: 'old', name: 'Old Admin', role: 'admin' }, action: 'Rename a thing', method: 'PUT', path: '/things/t1', target: 't1', changes: {}, status: 200, outcome: 'succeeded' });
    await send('POST', '/things', { name: 'newer' }, identityHeaders(admin));
    await running.db.collection<{ _id: string }>('list_key_backfills').deleteOne({ _id: AUDIT_COLLECTION });

    expect(await createAuditTrail(running.db, 'audit-test').backfillListKeys()).toBe(1);

    expect((await readLog()).map((e) => e.action)).toEqual(['Add a thing', 'Rename a thing']);
    expect(await createAuditTrail(running.db, 'audit-test').backfillListKeys()).toBe(0);
  });

  it('When an entry was stored before entries had sentences, then it reads with its route summary as its description', async () => {
    const at = new Date();
    // With its list key, as the backfill gives every older entry at start-up.
    await running.db.collection(AUDIT_COLLECTION).insertOne({ at, listKey: `${at.toISOString()}|0123456789abcdef01234567`, service: 'audit-test', actor: { id: 'x', username: 'old', name: 'Old Admin', role: 'admin' }, action: 'Rename a thing', method: 'PUT', path: '/things/t1', target: 't1', changes: {}, status: 200, outcome: 'succeeded' });

    expect(await readLog()).toEqual([expect.objectContaining({ description: 'Rename a thing', action: 'Rename a thing' })]);
  });

  it('When the log is read without the internal secret, then 403', async () => {
    expect((await fetch(`${url}/internal/audit-log`, { headers: identityHeaders(admin) })).status).toBe(403);
  });
});

describe('when the audit log cannot be written', () => {
  it('When the database is gone, then an admin write answers 503 and the change is never made', async () => {
    const service = await createService({
      name: 'audit-down',
      config: parseConfig(baseServiceConfig, baseTestEnv('audit_down')),
      routes: () => {
        const router = Router();
        route(router, contracts.createThing, ({ body }) => {
          handled.push(`down:${body.name}`);
          return { id: 'x', name: body.name };
        });
        return router;
      },
    });
    const down = await service.listen(0);
    await down.db.close();
    try {
      const res = await fetch(`http://127.0.0.1:${down.port}/things`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...identityHeaders(admin) },
        body: JSON.stringify({ name: 'ghost' }),
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/audit log could not record it/);
      expect(handled).not.toContain('down:ghost');
    } finally {
      await down.stop();
    }
  });
});
