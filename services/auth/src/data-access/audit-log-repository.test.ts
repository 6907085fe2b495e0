import type { AuditEntry } from '@wsms/contracts';
import { auditListKey } from '@wsms/service-kit';
import { startAuth, type TestAuth } from '../testing/auth-test-kit';
import { AUDIT_LOG_COPY, createAuditLogRepository, type AuditLogRepository } from './audit-log-repository';

let auth: TestAuth;
let log: AuditLogRepository;

beforeAll(async () => {
  auth = await startAuth('auth_audit_copy');
  log = createAuditLogRepository(auth.db);
});
afterAll(() => auth?.stop());
beforeEach(() => auth.db.db!.collection(AUDIT_LOG_COPY).deleteMany({}));

let sequence = 0;
const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `65a0000000000000000${String((sequence += 1)).padStart(5, '0')}`,
  at: '2030-01-07T12:00:00.000Z',
  service: 'catalog',
  actor: { id: 'me', username: 'jane', name: 'Jane Doe', role: 'admin' },
  description: 'Approved testimonial by Olivia G.',
  action: 'Approve or hide a testimonial',
  method: 'PUT',
  path: '/api/testimonials/t9',
  target: 't9',
  changes: { isApproved: 'true' },
  status: 200,
  outcome: 'succeeded',
  ...overrides,
});
const pending = (e: AuditEntry): AuditEntry => ({ ...e, status: null, outcome: 'pending', description: 'Tried to approve testimonial by Olivia G.' });

async function walk(limit: number) {
  const seen: AuditEntry[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await log.list({ limit, after });
    seen.push(...page.items);
    if (!page.next) break;
    after = page.next;
  }
  return seen;
}

describe('the audit log copy in auth', () => {
  it('When three services sent entries at interleaved times, some at the same instant, then walking the pages gives each once, newest first by list key', async () => {
    const sent = ['auth', 'catalog', 'booking'].flatMap((service, s) =>
      Array.from({ length: 7 }, (_, i) => entry({ service, at: new Date(Date.UTC(2030, 0, 1, 0, Math.floor((i * 3 + s) / 2))).toISOString() })),
    );
    // Each service sends its own, in any order.
    await log.store([...sent].reverse());

    const seen = await walk(4);

    const expected = [...sent].sort((a, b) => auditListKey(b).localeCompare(auditListKey(a)));
    expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(seen[0]).toEqual(expected[0]);
    expect((await log.list({ limit: 21 })).next).toBeUndefined();
  });

  it('When an entry arrives pending and then completed, or completed and then pending again, then the completed version stays', async () => {
    const first = entry();
    const second = entry({ at: '2030-01-07T12:00:01.000Z' });

    await log.store([pending(first)]);
    expect((await log.list({ limit: 5 })).items).toEqual([pending(first)]);
    await log.store([first]);
    await log.store([second]);
    await log.store([pending(second), pending(first), second]);

    expect((await log.list({ limit: 5 })).items).toEqual([second, first]);
  });

  it('When two instances send the pending and completed versions of the same entries at once, then each entry is held once, completed', async () => {
    const sent = Array.from({ length: 20 }, (_, i) => entry({ at: new Date(Date.UTC(2030, 0, 2, 0, i)).toISOString() }));

    await Promise.all([log.store(sent.map(pending)), log.store(sent), log.store([...sent].reverse().map(pending)), log.store(sent)]);

    const held = await walk(50);
    expect(held).toHaveLength(20);
    expect(held.every((e) => e.outcome === 'succeeded')).toBe(true);
  });

  it('When a deep page is explained on the embedded database, then SQLite walks the list key index from the cursor, with the sort and the limit', async () => {
    await log.store([entry()]);
    const cursor = `${new Date().toISOString()}|ffffffffffffffffffffffff`;

    const explained = (await auth.db.collection(AUDIT_LOG_COPY).find({ listKey: { $lt: cursor } }).sort({ listKey: -1 }).limit(51).explain()) as Record<string, unknown>;

    expect(JSON.stringify(explained.queryPlanner)).toMatch(/SEARCH \S+ USING INDEX \S+_listKey_-1/);
    expect([explained.sortPushdown, explained.limitPushdown]).toEqual([true, true]);
  });
});
