import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key for a shared secret, made once. Given a string, jsonwebtoken first tries to read it as a
 * PEM public or private key and only then as a secret, on every call: that failed parse and its exception
 * were nearly half of a service's CPU on a cheap read (profiled). A KeyObject skips both.
 */
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    // Secrets are few (one per service, one per test); the bound only guards against misuse.
    if (keys.size >= 100) keys.clear();
    keys.set(secret, key);
  }
  return key;
}
