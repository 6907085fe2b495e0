import { Router } from 'express';
import type { AuditEntry } from '@wsms/contracts';
import { baseServiceConfig, parseConfig } from '../config';
import { createService, type RunningService } from '../create-service';
import { createLogger } from '../logger';
import { baseTestEnv, buildIdentity } from '../testing';
import { startAuditRelay } from './audit-relay';
import { AUDIT_COLLECTION, createAuditTrail, type AuditIntent, type AuditTrail } from './audit-trail';

let running: RunningService;
let trail: AuditTrail;
let relay: ReturnType<typeof startAuditRelay>;
/** What the auth service was sent, in order; `down` makes it refuse as an unreachable auth would. */
let received: AuditEntry[] = [];
let down = false;

beforeAll(async () => {
  running = await (await createService({ name: 'relay-test', config: parseConfig(baseServiceConfig, baseTestEnv('audit_relay')), routes: () => Router() })).listen(0);
  trail = createAuditTrail(running.db, 'relay-test');
  await trail.ensureIndexes();
  trail.relayTo(
    async (entries) => {
      if (down) throw new Error('auth cannot be reached');
      received.push(...entries);
    },
    () => {},
  );
  // A relay that only sends when asked (drain): no timer in the test's way.
  relay = startAuditRelay(trail, createLogger('relay-test', 'silent'), 3_600_000);
  await relay.drain();
});
afterAll(async () => {
  await relay.stop();
  await running.stop();
});
beforeEach(async () => {
  await running.db.collection(AUDIT_COLLECTION).deleteMany({});
  received = [];
  down = false;
});

const intent = (name: string): AuditIntent => ({
  identity: buildIdentity({ role: 'admin' }),
  action: 'Add a thing',
  phrase: { verb: 'add', what: `thing ${name}` },
  method: 'POST',
  path: '/things',
  target: null,
  changes: { name },
});
const done = { status: 201, target: 't1', phrase: null };

describe('the audit relay', () => {
  it('When auth cannot be reached as a write completes, then the entry stays due and the next round sends it once', async () => {
    const id = await trail.begin(intent('while-down'));
    down = true;
    await trail.finish(id, done);
    expect(received).toEqual([]);

    down = false;
    await relay.drain();
    await relay.drain();

    expect(received).toEqual([expect.objectContaining({ id: String(id), outcome: 'succeeded', description: 'Added thing while-down' })]);
    expect(await trail.unrelayed(10)).toEqual([]);
  });

  it('When the relay sent the pending version of a write still running, then its completion is sent too, even when that first send fails', async () => {
    const id = await trail.begin(intent('slow'));
    await relay.drain();
    down = true;
    await trail.finish(id, done);
    down = false;
    await relay.drain();

    expect(received.map((e) => [e.id, e.outcome])).toEqual([
      [String(id), 'pending'],
      [String(id), 'succeeded'],
    ]);
    expect(await trail.unrelayed(10)).toEqual([]);
  });

  it('When a write completes with auth up, then it is sent before finish returns and nothing is left for the relay', async () => {
    const id = await trail.begin(intent('at-once'));
    await trail.finish(id, done);

    expect(received).toEqual([expect.objectContaining({ id: String(id), outcome: 'succeeded' })]);
    expect(await trail.unrelayed(10)).toEqual([]);
  });

  it('When entries were stored before the relay existed, then they are marked due once and sent oldest first', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
    const old = [2, 1].map((m) => ({ at: at(m), listKey: `${at(m).toISOString()}|00000000000000000000000${m}`, service: 'relay-test', actor: { id: 'x', username: 'old', name: 'Old Admin', role: 'admin' }, action: 'Rename a thing', method: 'PUT', path: '/things/t1', target: 't1', changes: {}, status: 200, outcome: 'succeeded' }));
    await running.db.collection(AUDIT_COLLECTION).insertMany(old);

    expect(await trail.markUnrelayed()).toBe(2);
    expect(await trail.markUnrelayed()).toBe(0);
    await relay.drain();

    expect(received.map((e) => e.at)).toEqual([at(1).toISOString(), at(2).toISOString()]);
    expect(await trail.unrelayed(10)).toEqual([]);
  });
});
