import { toCents, type Instructor } from '@wsms/contracts';
import { catalogApi } from '@wsms/contracts/api';
import { AppError } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient, routeClient } from '@wsms/service-kit/internal-client';

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

const toCatalogInstructor = ({ id, name, email, hourlyRate, isActive, locations }: Instructor): CatalogInstructor => ({
  id,
  name,
  email: email.toLowerCase(),
  hourlyRateCents: toCents(hourlyRate),
  isActive,
  locations,
});

const unavailable = () => new AppError('catalog-unavailable', 'The instructor directory is unavailable, please try again', 503);

/** Instructors belong to the catalog service: asked over HTTP, never read from its database. */
export function httpCatalogClient(baseUrl: string, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): CatalogClient {
  const options = { baseUrl, secret: internalSecret, timeoutMs };
  const catalog = internalClient('catalog', options);
  const listed = routeClient({ listInstructors: catalogApi.listInstructors }, options);
  const one = (call: Promise<Instructor>) => answerOr(call.then(toCatalogInstructor), unavailable, { 404: () => null });
  const byId = singleFlight((id: string) => one(catalog.internalInstructorById({ params: { id } })));
  return {
    findById: (id, options) => byId(id, options?.maxAgeMs ?? 0),
    findByEmail: (email) => one(catalog.internalInstructorByEmail({ query: { email } })),
    listActive: async () => (await answerOr(listed.listInstructors(), unavailable)).map(toCatalogInstructor),
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
