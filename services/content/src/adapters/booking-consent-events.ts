import type { ConsentEvent } from '@wsms/contracts';
import { DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';

/** Where content's consent events go: booking's copy of the consent state. Throws unless booking took them. */
export interface ConsentEventSink {
  send(events: ConsentEvent[]): Promise<{ applied: number }>;
}

/** POST /internal/consent-events of booking (the one call content makes for the copy; a replay changes nothing, so it is retried). */
export function httpConsentEventSink(bookingUrl: string, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): ConsentEventSink {
  const booking = internalClient('booking', { baseUrl: bookingUrl, secret: internalSecret, timeoutMs });
  return {
    send: (events) => booking.receiveConsentEvents({ body: { events } }),
  };
}
