/** @jest-environment node */
import { hasEnded, hasStarted, sessionEnd, sessionStart } from './session-time';

const at = (overrides: Partial<Parameters<typeof sessionStart>[0]> = {}) => ({ date: '2026-12-03', time: '14:00', startsAt: null, sessionType: 'technique', ...overrides });

describe('session time', () => {
  test('When a booking has no stored start, then it starts at its wall-clock hour in New York and a one-hour session ends an hour later', () => {
    expect(sessionStart(at()).toISOString()).toBe('2026-12-03T19:00:00.000Z');
    expect(sessionEnd(at()).toISOString()).toBe('2026-12-03T20:00:00.000Z');
  });

  test('When the session is extended, then it ends 90 minutes after its stored start', () => {
    expect(sessionEnd(at({ sessionType: 'extended', startsAt: '2026-07-03T18:00:00.000Z' })).toISOString()).toBe('2026-07-03T19:30:00.000Z');
  });

  test('When now is between start and end, then the session has started and not ended; at its end it has ended', () => {
    const extended = at({ sessionType: 'extended' });
    expect(hasStarted(extended, new Date('2026-12-03T18:59:59Z'))).toBe(false);
    expect(hasStarted(extended, new Date('2026-12-03T19:00:00Z'))).toBe(true);
    expect(hasEnded(extended, new Date('2026-12-03T20:29:59Z'))).toBe(false);
    expect(hasEnded(extended, new Date('2026-12-03T20:30:00Z'))).toBe(true);
  });
});
