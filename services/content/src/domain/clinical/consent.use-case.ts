import { clinicalMessages as m, type ConsentFormInput, type ConsentSignInput, type Identity } from '@wsms/contracts';
import { badRequest, conflict, notFound } from '@wsms/service-kit';
import type { ClinicalDeps } from './clinical-deps';
import { fullName } from './care-team';

type ConsentDeps = Pick<ClinicalDeps, 'consent' | 'now'>;

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export async function publishConsentForm(deps: ConsentDeps, input: ConsentFormInput) {
  const form = await deps.consent.publish(input, deps.now());
  return { id: form.id, version: form.version };
}

/** Only the form in force can be signed: a newer one published since the page was opened is asked for instead. */
async function formToSign(deps: ConsentDeps, formId: string) {
  const form = await deps.consent.current();
  if (!form) throw notFound(m.noConsentForm);
  if (form.id !== formId) throw conflict(m.notCurrentForm);
  return form;
}

/** The portal: the typed name must be the account's first and last name. */
export async function signConsent(deps: ConsentDeps, identity: Identity, input: ConsentSignInput, address: string) {
  const form = await formToSign(deps, input.formId);
  if (!sameName(input.signedName, fullName(identity))) throw badRequest(m.nameMismatch, [{ path: 'signedName', message: m.nameMismatch }]);
  return deps.consent.sign(form, {
    userId: identity.sub,
    // The e-mail ties the signature to bookings made in it only once the account proved it owns it.
    email: identity.emailVerified ? identity.email : null,
    emailProven: identity.emailVerified,
    signedName: input.signedName.trim(),
    signedAt: deps.now(),
    address,
    bookingId: null,
  });
}

/**
 * A booking's confirmation page (booking checked the key): the name must be the booking's. The
 * signature counts for the e-mail's account only when the signer proved the e-mail (`emailProven`:
 * the mailed link, or the signed-in verified owner, who is `userId` too); else it binds the booking alone.
 */
export async function signConsentForBooking(
  deps: ConsentDeps,
  input: { formId: string; signedName: string; expectedName: string; email: string; userId?: string; address: string; bookingId: string; emailProven: boolean },
) {
  const form = await formToSign(deps, input.formId);
  if (!sameName(input.signedName, input.expectedName)) throw badRequest(m.bookingNameMismatch, [{ path: 'signedName', message: m.bookingNameMismatch }]);
  return deps.consent.sign(form, {
    userId: input.userId ?? null,
    email: input.email,
    emailProven: input.emailProven,
    signedName: input.signedName.trim(),
    signedAt: deps.now(),
    address: input.address,
    bookingId: input.bookingId,
  });
}

/** Asked by booking before every confirmation: no form in force, nothing is required. */
export async function consentStatus(deps: ConsentDeps, client: { email: string; userId?: string; bookingId?: string }) {
  const form = await deps.consent.current();
  if (!form) return { required: false, signed: true, form: null };
  return { required: true, signed: await deps.consent.hasSigned(form.id, client), form };
}

export const myConsents = (deps: ConsentDeps, identity: Identity) =>
  deps.consent.signedBy({ userId: identity.sub, email: identity.emailVerified ? identity.email : null });
