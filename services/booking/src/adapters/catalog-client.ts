import { z } from 'zod';
import { toCents } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';

export interface CatalogInstructor {
  id: string;
  name: string;
  email: string;
  hourlyRateCents: number;
  isActive: boolean;
  locations: string[];
}

export interface CatalogClient {
  /** maxAgeMs > 0 lets a display-only read reuse an answer that old; checkouts always ask afresh. */
  findById(id: string, options?: { maxAgeMs?: number }): Promise<CatalogInstructor | null>;
  findByEmail(email: string): Promise<CatalogInstructor | null>;
  /** The public list: active instructors, sorted by name. */
  listActive(): Promise<CatalogInstructor[]>;
}

const instructorWire = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    hourlyRate: z.string(),
    isActive: z.boolean().default(true),
    locations: z.array(z.string()).default([]),
  })
  .transform(({ hourlyRate, ...rest }) => ({ ...rest, email: rest.email.toLowerCase(), hourlyRateCents: toCents(hourlyRate) }));

const unavailable = () => new AppError('catalog-unavailable', 'The instructor directory is unavailable, please try again', 503);

/** Instructors belong to the catalog service: asked over HTTP, never read from its database. */
export function httpCatalogClient(baseUrl: string, internalSecret: string, timeoutMs = 3000): CatalogClient {
  async function get(path: string, internal: boolean): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        headers: internal ? { 'x-internal-secret': internalSecret } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    if (res.status === 404) return null;
    if (!res.ok) throw unavailable();
    return res.json();
  }
  const one = (body: unknown) => (body === null ? null : instructorWire.parse(body));
  const byId = singleFlight((id: string) => get(`/internal/instructors/${encodeURIComponent(id)}`, true).then(one));
  return {
    findById: (id, options) => byId(id, options?.maxAgeMs ?? 0),
    findByEmail: async (email) => one(await get(`/internal/instructors?email=${encodeURIComponent(email)}`, true)),
    listActive: async () => z.array(instructorWire).parse((await get('/api/instructors', false)) ?? []),
  };
}

type Lookup<T> = (key: string, maxAgeMs: number) => Promise<T>;

/**
 * Simultaneous lookups of one key share a single request (200 racing checkouts make one catalog
 * call, not 200); an answer is reused later only by callers that accept its age.
 */
function singleFlight<T>(load: (key: string) => Promise<T>): Lookup<T> {
  const inFlight = new Map<string, Promise<T>>();
  const answered = new Map<string, { at: number; value: T }>();
  return (key, maxAgeMs) => {
    const recent = answered.get(key);
    if (recent && maxAgeMs > 0 && Date.now() - recent.at <= maxAgeMs) return Promise.resolve(recent.value);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(key)
        .then((value) => {
          if (answered.size > 1000) answered.clear();
          answered.set(key, { at: Date.now(), value });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
