import type { ServiceStatus } from '@wsms/contracts/system';
import { backupState, byBounds, feedLagState, outboxState, serviceState, thresholds } from './system-states';

const service = (overrides: Partial<ServiceStatus> = {}): ServiceStatus => ({
  name: 'booking',
  instances: [{ url: 'http://a', up: true, version: '1', uptimeS: 5 }],
  requestsPerMin: 10,
  errorRate: 0,
  p95Ms: 80,
  ...overrides,
});
const down = { url: 'http://b', up: false, version: null, uptimeS: null };

describe('System tab states', () => {
  test('When a figure passes its warning or failing bound, then the state follows; no figure is no data', () => {
    expect(byBounds(0.01, thresholds.errorRate)).toBe('ok');
    expect(byBounds(0.011, thresholds.errorRate)).toBe('warning');
    expect(byBounds(0.051, thresholds.errorRate)).toBe('failing');
    expect(byBounds(null, thresholds.lcpMs)).toBe('unknown');
    expect(byBounds(2600, thresholds.lcpMs)).toBe('warning');
    expect(byBounds(0.3, thresholds.cls)).toBe('failing');
  });

  test('When instances are down, or errors or latency climb, then the service is warning or failing', () => {
    expect(serviceState(service())).toBe('ok');
    expect(serviceState(service({ instances: [service().instances[0]!, down] }))).toBe('warning');
    expect(serviceState(service({ instances: [down] }))).toBe('failing');
    expect(serviceState(service({ p95Ms: 650 }))).toBe('warning');
    expect(serviceState(service({ errorRate: 0.08 }))).toBe('failing');
  });

  test('When the outbox waits long or the feed lags, then they are warning or failing; unanswered is failing', () => {
    expect(outboxState({ pending: 2, oldestAgeS: 60 })).toBe('ok');
    expect(outboxState({ pending: 2, oldestAgeS: 16 * 60 })).toBe('failing');
    expect(outboxState(null)).toBe('failing');
    expect(feedLagState(61)).toBe('warning');
    expect(feedLagState(301)).toBe('failing');
    expect(feedLagState(null)).toBe('failing');
  });

  test('When the last backup failed or is older than twice its schedule, then it is failing', () => {
    const now = new Date('2030-01-08T12:00:00Z');
    const last = (at: string, ok = true) => ({ at, sizeBytes: 1, ok });

    expect(backupState({ last: last('2030-01-08T03:00:00Z'), everyHours: 24 }, now)).toBe('ok');
    expect(backupState({ last: last('2030-01-06T03:00:00Z'), everyHours: 24 }, now)).toBe('failing');
    expect(backupState({ last: last('2030-01-08T03:00:00Z', false), everyHours: 24 }, now)).toBe('failing');
    expect(backupState({ last: null, everyHours: 24 }, now)).toBe('failing');
    expect(backupState({ last: null, everyHours: null }, now)).toBe('unknown');
    expect(backupState(null, now)).toBe('failing');
  });
});
