import { clinicalMessages, type Identity } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { ConsentDirectory } from '../../adapters/consent-client';
import { isVerifiedOwner } from '../shared/verified-owner';

export interface ConsentDeps {
  consent: ConsentDirectory;
}

/**
 * Whose signature a booking needs: its e-mail (signatures that proved it), the account of a signed-in
 * client whose verified e-mail it is, and a signature bound to this booking (a guest's, on its page).
 */
export const consentClientOf = (booking: { clientEmail: string; id?: string }, identity?: Identity) => ({
  email: booking.clientEmail,
  ...(identity && isVerifiedOwner(identity, booking.clientEmail) ? { userId: identity.sub } : {}),
  ...(booking.id ? { bookingId: booking.id } : {}),
});

/**
 * THE consent check of every confirmation path: the checkout's Confirm, the portal's completion
 * (before a Stripe booking is sent back to pay), and the credit bookings and claimed waitlist offers
 * (call it just before the confirming write, after the path's own 404/409 checks; add `ConsentDeps`
 * to the path's deps: `buildBookingDeps` already provides `consent`). A client without a signature
 * on the consent form in force gets 409 with `clinicalMessages.consentRequired`; with no form
 * published nothing is asked. Creating a checkout is never refused for consent, and neither is
 * Stripe's webhook (the money is taken by then: the confirmation page asks for the signature).
 */
export async function requireConsentBeforeConfirmation(deps: ConsentDeps, booking: { clientEmail: string; id?: string }, identity?: Identity): Promise<void> {
  const status = await deps.consent.status(consentClientOf(booking, identity));
  if (status.required && !status.signed) throw new AppError('consent-required', clinicalMessages.consentRequired, 409);
}
