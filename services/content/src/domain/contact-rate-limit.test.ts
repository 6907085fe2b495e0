import { createRateLimiter } from './contact-rate-limit';

describe('contact rate limiter', () => {
  it('When a minute has passed since the oldest message, then the address may send again', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => now });

    expect(limiter.take('a')).toBeNull();
    now += 30_000;
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(30);
    expect(limiter.take('b')).toBeNull();
    now += 30_001;
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(30);
  });
});
