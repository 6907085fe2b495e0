import { createRouteMatcher } from './match-route';

const match = createRouteMatcher();

describe('route matching', () => {
  it('When a path is an instructor availability, then booking wins over the catalog instructors route', () => {
    expect(match('/api/instructors/abc123/availability')).toBe('booking');
    expect(match('/api/instructors/abc123')).toBe('catalog');
  });

  it('When a pattern ends in /**, then the bare prefix matches but a longer word does not', () => {
    expect(match('/api/auth')).toBe('auth');
    expect(match('/api/authx')).toBeNull();
    expect(match('/api/instructorsx')).toBeNull();
  });

  it('When a path is outside the table, then nothing matches', () => {
    expect(match('/api/nope')).toBeNull();
    expect(match('/API/auth/me')).toBeNull();
    expect(match('/mfe/public/remoteEntry.js')).toBeNull();
  });
});
