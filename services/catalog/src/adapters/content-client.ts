import type { GrantPurchase } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';

/** Content keeps digital_purchases: catalog reports each placed order line of a digital product. */
export interface ContentClient {
  grantPurchase(input: GrantPurchase): Promise<void>;
}

const unavailable = () => new AppError('content-unavailable', 'The purchase could not be recorded; the order stays open, try again', 503);

export function httpContentClient(contentUrl: string | undefined, internalSecret: string, timeoutMs = 5000): ContentClient {
  return {
    async grantPurchase(input) {
      if (!contentUrl) throw unavailable();
      try {
        const res = await fetch(`${contentUrl}/internal/digital-purchases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw unavailable();
      } catch {
        throw unavailable();
      }
    },
  };
}
