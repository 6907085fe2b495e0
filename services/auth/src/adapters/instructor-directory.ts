import { AppError } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';
import { refusedOr } from './catalog-refusal';

export type IsInstructorEmail = (email: string) => Promise<boolean>;

const unavailable = () =>
  new AppError('catalog-unavailable', 'Registration is unavailable right now. Please try again shortly.', 503);

/** Instructors live in the catalog service: asked over HTTP, never read from its database. */
export function instructorDirectory(catalogUrl: string, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): IsInstructorEmail {
  const catalog = internalClient('catalog', { baseUrl: catalogUrl, secret: internalSecret, timeoutMs });
  const failed = refusedOr(unavailable, (reason) => `This e-mail address cannot be registered: ${reason}.`);
  return (email) => answerOr(catalog.internalInstructorByEmail({ query: { email } }).then(() => true), failed, { 404: () => false });
}
