import { clinicalMessages, type ConsentCopyPage, type ConsentSignature, type ConsentStatus } from '@wsms/contracts';
import { AppError, notFound } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient, type InternalCallError } from '@wsms/service-kit/internal-client';

export interface ConsentSignatureInput {
  formId: string;
  signedName: string;
  /** The name the booking was made in: the typed name must be it. */
  expectedName: string;
  email: string;
  userId?: string;
  address: string;
  bookingId: string;
  /** The signer proved the e-mail (mailed link, or its verified owner signed in): else the signature binds the booking only. */
  emailProven: boolean;
}

/** The consent record belongs to the content service: asked over its internal API, never read from its database. */
export interface ConsentDirectory {
  status(client: { email: string; userId?: string; bookingId?: string }): Promise<ConsentStatus>;
  sign(input: ConsentSignatureInput): Promise<ConsentSignature>;
}

/** Content's consent record read page by page, for booking's copy of it (null: no content configured, so no form can be in force). */
export interface ConsentCopySource {
  copyPage(after?: string): Promise<ConsentCopyPage | null>;
}

export const consentUnavailable = () => new AppError('consent-unavailable', clinicalMessages.consentUnavailable, 503);
/** Content could not be asked (down, too slow, an error of its own): the answer the copy may stand in for. */
export const isConsentUnavailable = (error: unknown) => error instanceof AppError && error.code === 'consent-unavailable';

/**
 * Without CONTENT_URL (tests of booking alone; production requires it) no consent form can be in
 * force: nothing is asked and nothing can be signed.
 */
export function httpConsentDirectory(contentUrl: string | undefined, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): ConsentDirectory & ConsentCopySource {
  const content = contentUrl ? internalClient('content', { baseUrl: contentUrl, secret: internalSecret, timeoutMs }) : null;
  // Content's own refusals (a name that is not the booking's, no form, a newer form) are the caller's answer.
  const refused = (error: InternalCallError) => {
    throw new AppError('consent-refused', error.reply?.message ?? clinicalMessages.consentUnavailable, error.status!, error.reply?.errors);
  };
  return {
    async status({ email, userId, bookingId }) {
      if (!content) return { required: false, signed: true, form: null };
      return answerOr(content.consentStatus({ query: { email, userId, bookingId } }), consentUnavailable);
    },
    async sign(input) {
      if (!content) throw notFound(clinicalMessages.noConsentForm);
      return answerOr(content.signConsentForBooking({ body: input }), consentUnavailable, { 400: refused, 404: refused, 409: refused });
    },
    async copyPage(after) {
      if (!content) return null;
      return answerOr(content.consentCopy({ query: after ? { after } : {} }), consentUnavailable);
    },
  };
}
