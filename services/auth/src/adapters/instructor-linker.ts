import type { Identity, Instructor } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';
import { refusedOr } from './catalog-refusal';

export interface LinkedInstructor {
  id: string;
  name: string;
  created: boolean;
  isActive: boolean;
}

/** The instructor record a new staff member acts as (the staff dashboard finds it by e-mail). */
export type LinkInstructor = (person: { email: string; firstName: string; lastName: string }, actor: Identity) => Promise<LinkedInstructor>;

const unavailable = () =>
  new AppError('catalog-unavailable', 'The instructor directory is unavailable, so the role was not changed. Please try again.', 503);
const linked = ({ id, name, isActive }: Instructor, created: boolean): LinkedInstructor => ({ id, name, isActive, created });

/**
 * Instructors belong to the catalog service: looked up by e-mail, and when missing created there,
 * inactive with a zero rate, for the admin making the change (catalog's audit log names them too).
 * Both calls are internal ones (INTERNAL_SECRET): only the gateway can sign an identity.
 */
export function instructorLinker(catalogUrl: string, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): LinkInstructor {
  const catalog = internalClient('catalog', { baseUrl: catalogUrl, secret: internalSecret, timeoutMs });
  const find = (email: string) =>
    answerOr(
      catalog.internalInstructorByEmail({ query: { email } }).then((found) => linked(found, false)),
      refusedOr(unavailable, (reason) => `The instructor record could not be looked up: ${reason}. The role was not changed.`),
      { 404: () => null },
    );
  return async (person, actor) => {
    const existing = await find(person.email);
    if (existing) return existing;
    const instructor = { name: `${person.firstName} ${person.lastName}`.trim(), email: person.email, hourlyRate: '0.00', isActive: false };
    return answerOr(
      catalog.internalCreateInstructor({ body: { instructor, actor } }).then((made) => linked(made, true)),
      refusedOr(unavailable, (reason) => `The instructor record could not be created: ${reason}. The role was not changed.`),
      // Created by someone else a moment ago: link to that one.
      { 409: async () => (await find(person.email)) ?? Promise.reject(unavailable()) },
    );
  };
}
