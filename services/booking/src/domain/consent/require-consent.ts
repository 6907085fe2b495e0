import { clinicalMessages, type Identity } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { ConsentDirectory } from '../../adapters/consent-client';
import { isVerifiedOwner } from '../shared/verified-owner';

export interface ConsentDeps {
  consent: ConsentDirectory;
}

/** Whose signature a booking needs: its e-mail, and the account of a signed-in client whose verified e-mail it is. */
export const consentClientOf = (booking: { clientEmail: string }, identity?: Identity) => ({
  email: booking.clientEmail,
  ...(identity && isVerifiedOwner(identity, booking.clientEmail) ? { userId: identity.sub } : {}),
});

/**
 * THE consent check of every confirmation path (checkout confirmation, the portal's completion, and
 * the coming credit bookings and claimed waitlist offers): a client without a signature on the form
 * in force gets 409 with a message that says so. Creating a checkout is never refused for consent.
 */
export async function requireConsent(deps: ConsentDeps, booking: { clientEmail: string }, identity?: Identity): Promise<void> {
  const status = await deps.consent.status(consentClientOf(booking, identity));
  if (status.required && !status.signed) throw new AppError('consent-required', clinicalMessages.consentRequired, 409);
}
