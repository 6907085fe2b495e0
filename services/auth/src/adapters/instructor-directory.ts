import { AppError } from '@wsms/service-kit';
import { catalogRefusal } from './catalog-refusal';

export type IsInstructorEmail = (email: string) => Promise<boolean>;

const unavailable = () =>
  new AppError('catalog-unavailable', 'Registration is unavailable right now. Please try again shortly.', 503);

/** Instructors live in the catalog service: asked over HTTP, never read from its database. */
export function instructorDirectory(catalogUrl: string, internalSecret: string, timeoutMs = 3000): IsInstructorEmail {
  return async (email) => {
    let res: Response;
    try {
      res = await fetch(`${catalogUrl}/internal/instructors?email=${encodeURIComponent(email)}`, {
        headers: { 'x-internal-secret': internalSecret },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    const refused = await catalogRefusal(res, (reason) => `This e-mail address cannot be registered: ${reason}.`);
    if (refused) throw refused;
    await res.body?.cancel();
    if (res.status === 200) return true;
    if (res.status === 404) return false;
    throw unavailable();
  };
}
