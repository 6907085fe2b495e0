import type { ConsentSignInput, Identity } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/booking-repository';
import { consentClientOf, type ConsentDeps } from './require-consent';

/** What the confirmation page shows: whether the booking's client still has to sign, and the form. */
export const checkoutConsentStatus = (deps: ConsentDeps, booking: StoredBooking, identity?: Identity) =>
  deps.consent.status(consentClientOf(booking, identity));

/**
 * A signature on the confirmation page (guests too): the holder of the booking's key signs for the
 * booking's name and e-mail; content checks the form is current and the name is the booking's.
 */
export const signCheckoutConsent = (deps: ConsentDeps, booking: StoredBooking, input: ConsentSignInput & { agree: true }, caller: { identity?: Identity; address: string }) =>
  deps.consent.sign({
    formId: input.formId,
    signedName: input.signedName,
    expectedName: booking.clientName,
    bookingId: booking.id,
    address: caller.address,
    ...consentClientOf(booking, caller.identity),
  });
