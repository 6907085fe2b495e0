import type { StoredAuditEntry } from '@wsms/contracts';
import { createLogger } from '@wsms/service-kit';
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
      { service: 'catalog', read: async () => [stored({ id: 'old' })] },
      { service: 'auth', read: async () => [stored({ id: 'new', service: 'auth', at: '2030-01-07T13:00:00.000Z', description: 'Changed role of jdoe to staff' })] },
    ];

    const { entries } = await gatherAuditLog(sources, { limit: 10 }, createLogger('test', 'silent'));

    expect(entries.map((e) => e.description)).toEqual(['Changed role of jdoe to staff', 'Approve or hide a testimonial']);
  });
});
