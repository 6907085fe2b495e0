import type { StoredAuditEntry } from '@wsms/contracts';
import { auditListKey, createLogger, type PageRequestOf } from '@wsms/service-kit';
import type { AuditSource } from '../adapters/audit-sources';
import { gatherAuditLog } from './audit-log.use-case';

const stored = (overrides: Partial<StoredAuditEntry>): StoredAuditEntry => ({
  id: 'a1',
  at: '2030-01-07T12:00:00.000Z',
  service: 'catalog',
  actor: { id: 'me', username: 'jane', name: 'Jane Doe', role: 'admin' },
  action: 'Approve or hide a testimonial',
  method: 'PUT',
  path: '/api/testimonials/t9',
  target: 't9',
  changes: { isApproved: 'true' },
  status: 200,
  outcome: 'succeeded',
  ...overrides,
});

describe('gatherAuditLog', () => {
  it('When a service on an older release sends entries without a sentence, then its route summary stands in', async () => {
    const sources = [
      { service: 'catalog', read: async () => ({ items: [stored({ id: 'old' })] }) },
      { service: 'auth', read: async () => ({ items: [stored({ id: 'new', service: 'auth', at: '2030-01-07T13:00:00.000Z', description: 'Changed role of jdoe to staff' })] }) },
    ];

    const { entries } = await gatherAuditLog(sources, { limit: 10 }, createLogger('test', 'silent'));

    expect(entries.map((e) => e.description)).toEqual(['Changed role of jdoe to staff', 'Approve or hide a testimonial']);
  });

  it('When three services hold entries at interleaved times, some at the same instant, then walking the merged pages gives each entry once, newest first', async () => {
    // Each service pages its own entries by list key, as the service kit's /internal/audit-log does.
    const held = new Map<string, StoredAuditEntry[]>();
    ['auth', 'catalog', 'booking'].forEach((service, s) =>
      held.set(service, Array.from({ length: 7 }, (_, i) => stored({ id: `${service}-${i}`, service, at: new Date(Date.UTC(2030, 0, 1, 0, Math.floor((i * 3 + s) / 2))).toISOString() }))),
    );
    const source = (service: string): AuditSource => ({
      service,
      read: async ({ limit, after }: PageRequestOf) => {
        const rest = held.get(service)!.filter((e) => after === undefined || auditListKey(e) < after).sort((a, b) => auditListKey(b).localeCompare(auditListKey(a)));
        const items = rest.slice(0, limit);
        return { items, next: rest.length > limit ? auditListKey(items.at(-1)!) : undefined };
      },
    });
    const sources = ['auth', 'catalog', 'booking'].map(source);
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await gatherAuditLog(sources, { limit: 4, after }, createLogger('test', 'silent'));
      seen.push(...page.entries.map((e) => e.id));
      if (!page.next) break;
      after = page.next;
    }
    const all = [...held.values()].flat().sort((a, b) => auditListKey(b).localeCompare(auditListKey(a))).map((e) => e.id);
    expect(seen).toEqual(all);
  });

  it('When one service cannot be read, then the others page on and it is named as unavailable', async () => {
    const sources: AuditSource[] = [
      { service: 'catalog', read: async () => ({ items: [stored({ id: 'c1' })] }) },
      { service: 'booking', read: async () => Promise.reject(new Error('down')) },
    ];
    const page = await gatherAuditLog(sources, { limit: 10 }, createLogger('test', 'silent'));
    expect(page).toEqual({ entries: [expect.objectContaining({ id: 'c1' })], unavailable: ['booking'], next: undefined });
  });
});
