import type { ConsentSignInput, Identity } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { consentClientOf, type ConsentDeps } from './require-consent';

/** What the confirmation page shows: whether the booking's client still has to sign, and the form. */
export const checkoutConsentStatus = (deps: ConsentDeps, booking: StoredBooking, identity?: Identity) =>
  deps.consent.status(consentClientOf(booking, identity));

/**
 * A signature on the confirmation page (guests too): the holder of the booking's key signs for the
 * booking's name; content checks the form is current and the name is the booking's. It counts for the
 * e-mail's account only when the signer proved the e-mail (the mailed link's key, or the signed-in
 * verified owner); the checkout page's own key, which anyone who typed the e-mail holds, binds the booking only.
 */
export function signCheckoutConsent(deps: ConsentDeps, { booking, mailedKey }: { booking: StoredBooking; mailedKey: boolean }, input: ConsentSignInput & { agree: true }, caller: { identity?: Identity; address: string }) {
  const { email, userId } = consentClientOf(booking, caller.identity);
  return deps.consent.sign({
    formId: input.formId,
    signedName: input.signedName,
    expectedName: booking.clientName,
    bookingId: booking.id,
    address: caller.address,
    email,
    ...(userId ? { userId } : {}),
    emailProven: mailedKey || userId !== undefined,
  });
}
