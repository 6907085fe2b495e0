export { ensureRateLimitIndexes, MongoSeatLimiter, RATE_LIMIT_COLLECTION } from './mongo-seat-limiter';
export * from './rate-limit';
export { addressLimitKey } from './address-key';
