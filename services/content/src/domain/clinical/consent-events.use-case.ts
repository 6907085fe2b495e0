import { CONSENT_EVENTS_MAX, type ConsentEvent } from '@wsms/contracts';
import type { ConsentEventSink } from '../../adapters/booking-consent-events';
import type { ConsentRepository } from '../../data-access/clinical/consent-repository';

export interface ConsentEventsDeps {
  consent: ConsentRepository;
  booking: ConsentEventSink;
  now: () => Date;
}

/**
 * Sends booking every consent form and signature it has not acknowledged, for its copy of the
 * consent state (which decides confirmations while content is down). Forms go first, one a request
 * (their text is long), then signatures `CONSENT_EVENTS_MAX` a request; each is marked sent only
 * once booking answered. A failure (booking down) leaves them for the next round: every instance's
 * poll and a wake after each write, so delivery outlives booking being down. Two instances may send
 * the same events: their ids are the records', and booking inserts each once. At most `maxRequests`
 * requests a round. Returns how many events booking took.
 */
export async function deliverConsentEvents(deps: ConsentEventsDeps, maxRequests = 50): Promise<number> {
  let sent = 0;
  for (let request = 0; request < maxRequests; request += 1) {
    const forms = await deps.consent.unsentForms(1);
    if (forms.length > 0) {
      await deps.booking.send(forms.map((form): ConsentEvent => ({ id: `form-${form.id}`, kind: 'form-published', form })));
      await deps.consent.markFormsSent(forms.map((form) => form.id), deps.now());
      sent += forms.length;
      continue;
    }
    const signatures = await deps.consent.unsentSignatures(CONSENT_EVENTS_MAX);
    if (signatures.length === 0) break;
    await deps.booking.send(signatures.map((signature): ConsentEvent => ({ id: `signature-${signature.id}`, kind: 'signed', signature })));
    await deps.consent.markSignaturesSent(signatures.map((signature) => signature.id), deps.now());
    sent += signatures.length;
  }
  return sent;
}
