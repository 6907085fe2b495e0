import { z } from 'zod';
import type { Identity } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { catalogRefusal } from './catalog-refusal';

export interface LinkedInstructor {
  id: string;
  name: string;
  created: boolean;
  isActive: boolean;
}

/** The instructor record a new staff member acts as (the staff dashboard finds it by e-mail). */
export type LinkInstructor = (person: { email: string; firstName: string; lastName: string }, actor: Identity) => Promise<LinkedInstructor>;

const instructorWire = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });
const unavailable = () =>
  new AppError('catalog-unavailable', 'The instructor directory is unavailable, so the role was not changed. Please try again.', 503);

/**
 * Instructors belong to the catalog service: looked up by e-mail, and when missing created there,
 * inactive with a zero rate, for the admin making the change (catalog's audit log names them too).
 * Both calls are internal ones (INTERNAL_SECRET): only the gateway can sign an identity.
 */
export function instructorLinker(catalogUrl: string, internalSecret: string, timeoutMs = 3000): LinkInstructor {
  const call = async (path: string, init: RequestInit = {}) => {
    try {
      return await fetch(`${catalogUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable();
    }
  };
  const parse = async (res: Response, created: boolean) => {
    const parsed = instructorWire.safeParse(await res.json());
    if (!parsed.success) throw unavailable();
    return { ...parsed.data, created };
  };
  const find = async (email: string) => {
    const res = await call(`/internal/instructors?email=${encodeURIComponent(email)}`, { headers: { 'x-internal-secret': internalSecret } });
    if (res.status === 200) return parse(res, false);
    const refused = await catalogRefusal(res, (reason) => `The instructor record could not be looked up: ${reason}. The role was not changed.`);
    if (refused) throw refused;
    await res.body?.cancel();
    if (res.status === 404) return null;
    throw unavailable();
  };
  return async (person, actor) => {
    const existing = await find(person.email);
    if (existing) return existing;
    const instructor = { name: `${person.firstName} ${person.lastName}`.trim(), email: person.email, hourlyRate: '0.00', isActive: false };
    const res = await call('/internal/instructors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
      body: JSON.stringify({ instructor, actor }),
    });
    if (res.status === 201) return parse(res, true);
    const refused = await catalogRefusal(res, (reason) => `The instructor record could not be created: ${reason}. The role was not changed.`);
    if (refused) throw refused;
    await res.body?.cancel();
    // Created by someone else a moment ago: link to that one.
    if (res.status === 409) return (await find(person.email)) ?? Promise.reject(unavailable());
    throw unavailable();
  };
}
