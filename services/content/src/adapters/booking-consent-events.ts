import { consentEventsAppliedSchema, type ConsentEvent } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { INTERNAL_SECRET_HEADER } from '@wsms/service-kit';

/** Where content's consent events go: booking's copy of the consent state. Throws unless booking took them. */
export interface ConsentEventSink {
  send(events: ConsentEvent[]): Promise<{ applied: number }>;
}

/** POST /internal/consent-events of booking (the one call content makes for the copy). */
export function httpConsentEventSink(bookingUrl: string, internalSecret: string, timeoutMs = 5000): ConsentEventSink {
  return {
    async send(events) {
      const res = await fetch(`${bookingUrl}${bookingApi.receiveConsentEvents.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: internalSecret },
        body: JSON.stringify({ events }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`booking answered ${res.status} to the consent events`);
      return consentEventsAppliedSchema.parse(await res.json());
    },
  };
}
