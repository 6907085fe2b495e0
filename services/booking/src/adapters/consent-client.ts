import { clinicalMessages, consentCopyPageSchema, consentSignatureSchema, consentStatusSchema, type ConsentCopyPage, type ConsentSignature, type ConsentStatus } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';

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
export function httpConsentDirectory(contentUrl: string | undefined, internalSecret: string, timeoutMs = 3000): ConsentDirectory & ConsentCopySource {
  const headers = { 'content-type': 'application/json', 'x-internal-secret': internalSecret };
  async function call(path: string, init: RequestInit = {}) {
    try {
      return await fetch(`${contentUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw consentUnavailable();
    }
  }
  return {
    async status({ email, userId, bookingId }) {
      if (!contentUrl) return { required: false, signed: true, form: null };
      const query = new URLSearchParams({ email, ...(userId ? { userId } : {}), ...(bookingId ? { bookingId } : {}) });
      const res = await call(`/internal/consent-status?${query}`);
      if (!res.ok) throw consentUnavailable();
      return consentStatusSchema.parse(await res.json());
    },
    async sign(input) {
      if (!contentUrl) throw notFound(clinicalMessages.noConsentForm);
      const res = await call('/internal/consents', { method: 'POST', body: JSON.stringify(input) });
      if (res.status === 201) return consentSignatureSchema.parse(await res.json());
      // Content's own refusals (a name that is not the booking's, no form, a newer form) are the caller's answer.
      if ([400, 404, 409].includes(res.status)) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Array<{ path: string; message: string }> };
        throw new AppError('consent-refused', body.message ?? clinicalMessages.consentUnavailable, res.status, body.errors);
      }
      throw consentUnavailable();
    },
    async copyPage(after) {
      if (!contentUrl) return null;
      const res = await call(`${contentApi.consentCopy.path}${after ? `?${new URLSearchParams({ after })}` : ''}`);
      if (!res.ok) throw consentUnavailable();
      return consentCopyPageSchema.parse(await res.json());
    },
  };
}
