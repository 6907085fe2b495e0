import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { hasSessionCookie } from '../identity/session-lookup';

/** Headers that belong to one connection and are never replayed from the cache (RFC 9110 §7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization', 'date', 'age']);
/** Headers of the one request that made the answer: a replay carries its own (set by the gateway before the cache answers). */
const perRequest = new Set(['x-trace-id', 'x-request-id']);
/** A stored answer may differ by these request headers only: no service sees a visitor's cookies but auth, which is never stored. */
const harmlessVary = new Set(['cookie', 'accept-encoding']);

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string | undefined;
  storedAt: number;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  /** Longest time an answer is reused, whatever its max-age: bounds staleness after a write through another gateway. 0 turns the cache off. */
  maxLifetimeMs: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
}

const directivesOf = (header: string | string[] | undefined) => {
  const directives = new Map<string, string | true>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=', 2);
    if (name) directives.set(name, value === undefined ? true : value.replace(/^"|"$/g, ''));
  }
  return directives;
};

/** Seconds a shared cache may reuse this answer, or 0 when it must not store it (RFC 9111 §3, §5.2.2). */
export function sharedLifetimeOf(headers: IncomingMessage['headers']): number {
  const cc = directivesOf(headers['cache-control']);
  if (!cc.has('public') || cc.has('private') || cc.has('no-store') || cc.has('no-cache')) return 0;
  if (headers['set-cookie']) return 0;
  const vary = (headers.vary ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (vary.some((v) => !harmlessVary.has(v))) return 0;
  const seconds = Number(cc.get('s-maxage') ?? cc.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** If-None-Match against a stored ETag, weak comparison (RFC 9110 §13.1.2). */
const matchesEtag = (ifNoneMatch: string | undefined, etag: string | undefined) => {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
};

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * A small shared HTTP cache in front of the services, for anonymous reads the services mark
 * `public, max-age=N`: it answers them (and their revalidations, with 304) without a second hop.
 *
 * It never stores what depends on who asks: requests with a session cookie or Authorization, the auth
 * service's answers, and anything `private`, `no-cache`, `no-store`, with Set-Cookie or varying on
 * other request headers. An answer lives min(max-age, maxLifetimeMs). Every write that passes through
 * this gateway empties it, and a read that began before a write is not stored; a write through another
 * gateway instance is seen here after at most maxLifetimeMs. Each instance keeps its own: nothing in
 * it needs sharing.
 */
export function createResponseCache({ maxLifetimeMs, maxEntries = 500, maxBodyBytes = 512 * 1024, now = Date.now }: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  /** The cache key of a request it may answer, or null. */
  const keyOf = (req: Request, service: string): string | null => {
    if (maxLifetimeMs <= 0 || service === 'auth') return null;
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.headers.authorization || hasSessionCookie(req.headers.cookie)) return null;
    const asked = directivesOf(req.headers['cache-control']);
    if (asked.has('no-cache') || asked.has('no-store') || req.headers.pragma === 'no-cache') return null;
    return req.originalUrl;
  };

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt > now()) return entry;
    entries.delete(key);
    return null;
  };

  const serve = (req: Request, res: Response, entry: Entry) => {
    const age = String(Math.floor((now() - entry.storedAt) / 1000));
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      const headers: Record<string, string | string[]> = { age };
      for (const name of ['etag', 'cache-control', 'vary']) if (entry.headers[name] !== undefined) headers[name] = entry.headers[name];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(entry.status, { ...entry.headers, 'content-length': String(entry.body.length), age });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };

  return {
    /**
     * Answers the request from the cache when it can (true). Otherwise marks it so that `store` may
     * keep the service's answer, and answers false.
     */
    answer(req: Request, res: Response, service: string): boolean {
      const key = keyOf(req, service);
      if (key === null) return false;
      const entry = fresh(key);
      if (entry) {
        serve(req, res, entry);
        return true;
      }
      if (req.method === 'GET') res.locals.responseCache = { key, generation };
      return false;
    },

    /** Keeps a copy of the service's answer while it streams to the visitor, when it is storable. */
    store(proxyRes: IncomingMessage, res: Response) {
      const marked = res.locals.responseCache as { key: string; generation: number } | undefined;
      if (!marked || proxyRes.statusCode !== 200) return;
      const seconds = sharedLifetimeOf(proxyRes.headers);
      if (seconds === 0) return;
      const chunks: Buffer[] = [];
      let size = 0;
      proxyRes.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBodyBytes) chunks.push(chunk);
      });
      proxyRes.on('end', () => {
        if (size > maxBodyBytes || marked.generation !== generation) return;
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(proxyRes.headers)) if (value !== undefined && !hopByHop.has(name) && !perRequest.has(name)) headers[name] = value;
        const storedAt = now();
        entries.delete(marked.key);
        entries.set(marked.key, {
          status: 200,
          headers,
          body: Buffer.concat(chunks),
          etag: proxyRes.headers.etag,
          storedAt,
          expiresAt: storedAt + Math.min(seconds * 1000, maxLifetimeMs),
        });
        // Oldest first out: Map keeps insertion order.
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      });
    },

    /** Forgets everything, including reads still in flight: called when a write starts and when it ends. */
    invalidate() {
      generation += 1;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
