import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

interface Entry {
  value: Promise<{ body: unknown; etag: string }>;
  expiresAt: number;
}

export interface ReadCacheOptions {
  /** How long an answer is reused: bounds how stale another instance can be after a write elsewhere. */
  ttlMs: number;
  now?: () => number;
}

export type ReadCache = ReturnType<typeof createReadCache>;

/** A strong validator for a JSON body: the same content always has the same ETag, on every instance. */
export const etagOf = (body: unknown) => `"${createHash('sha1').update(JSON.stringify(body) ?? '').digest('base64url')}"`;

/**
 * An in-process cache of public read answers, each with its ETag computed once. It is dropped by this
 * instance's own writes (`invalidateOnWrites`) and by its TTL, so with several instances an answer is
 * at most `ttlMs` old after a write made through another one. Nothing in it must be shared.
 */
export function createReadCache({ ttlMs, now = Date.now }: ReadCacheOptions) {
  const entries = new Map<string, Entry>();
  // A read that began before a write must not store what it read after the write cleared the cache.
  let generation = 0;
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<{ body: T; etag: string }> {
      const at = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > at) return cached.value as Promise<{ body: T; etag: string }>;
      const started = generation;
      const value = load().then((body) => ({ body, etag: etagOf(body) }));
      const entry = { value, expiresAt: at + ttlMs };
      if (ttlMs > 0) entries.set(key, entry);
      try {
        const result = await value;
        if (started !== generation && entries.get(key) === entry) entries.delete(key);
        return result;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * Clears the cache when a write (any method but GET/HEAD/OPTIONS) passing this router starts and when
 * it ends, so no read that overlapped the write keeps what it read (any cache with `invalidate`).
 */
export function invalidateOnWrites(cache: { invalidate(): void }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      cache.invalidate();
      res.once('close', () => cache.invalidate());
    }
    next();
  };
}

export interface CachingPolicy {
  /** Seconds a browser or proxy may use the answer without asking. */
  maxAge: number;
  /** Seconds after that during which a stale answer may be shown while it is revalidated. */
  staleWhileRevalidate: number;
}

/**
 * Public answers: short max-age with stale-while-revalidate and a strong ETag, so a revalidation
 * answers 304 without a body (Express compares If-None-Match with the ETag set here). Only for an
 * answer that is the same for every caller, signed in or not (so no `Vary: Cookie`): what depends on
 * who asks goes through `setRevalidatedCaching`.
 */
export function setPublicCaching(res: Response, etag: string, { maxAge, staleWhileRevalidate }: CachingPolicy) {
  res.set({
    'Cache-Control': `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
    ETag: etag,
  });
}

/** Answers that depend on who asks or change at any moment: always revalidated, still 304 when unchanged. */
export function setRevalidatedCaching(res: Response, etag: string, scope: 'public' | 'private' = 'private') {
  res.set({ 'Cache-Control': `${scope}, no-cache`, ETag: etag, Vary: 'Cookie' });
}

/** The short list policy used for public catalog lists. */
export const publicListPolicy: CachingPolicy = { maxAge: 10, staleWhileRevalidate: 60 };
