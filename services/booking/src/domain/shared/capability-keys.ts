import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits; only the SHA-256 is stored, so a database reader cannot use a key. */
export const newKey = () => randomBytes(32).toString('base64url');

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function keyMatches(storedHash: string | undefined, key: string) {
  if (!storedHash) return false;
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
