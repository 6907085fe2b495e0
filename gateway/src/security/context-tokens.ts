import { signRequestContext, type RequestContext } from '@wsms/service-kit';

const LIFETIME_SECONDS = 60;
/** A token is reused for at most a third of its life, so a service always receives one valid for 40 s more. */
const REUSE_MS = 20_000;

/**
 * Signed request contexts, made once per client address instead of once per request
 * (signing is the costliest step of forwarding a cheap read). Only this instance uses them.
 */
export function createContextTokens(secret: string, { maxEntries = 10_000, now = Date.now } = {}) {
  const tokens = new Map<string, { token: string; reuseUntil: number }>();
  return (context: RequestContext): string => {
    const key = context.ip;
    const at = now();
    const cached = tokens.get(key);
    if (cached && cached.reuseUntil > at) return cached.token;
    tokens.delete(key);
    if (tokens.size >= maxEntries) tokens.delete(tokens.keys().next().value as string);
    const token = signRequestContext(context, secret, LIFETIME_SECONDS);
    tokens.set(key, { token, reuseUntil: at + REUSE_MS });
    return token;
  };
}
