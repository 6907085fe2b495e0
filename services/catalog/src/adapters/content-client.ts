import { digitalMessages, orderMessages, type GrantPurchase } from '@wsms/contracts';
import { AppError, conflict } from '@wsms/service-kit';

/** Content keeps digital_purchases: catalog reports each paid order line of a digital product. */
export interface ContentClient {
  grantPurchase(input: GrantPurchase): Promise<void>;
}

const unavailable = () => new AppError('content-unavailable', orderMessages.purchasesUnavailable, 503);

/**
 * Without CONTENT_URL (a catalog on its own) digital purchases are not connected: a 409 that says so,
 * not a 5xx, since retrying cannot help. A configured content service that does not answer is a 503.
 */
export function httpContentClient(contentUrl: string | undefined, internalSecret: string, timeoutMs = 5000): ContentClient {
  return {
    async grantPurchase(input) {
      if (!contentUrl) throw conflict(orderMessages.purchasesNotConnected);
      let res: Response;
      try {
        res = await fetch(`${contentUrl}/internal/digital-purchases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unavailable();
      }
      await res.body?.cancel();
      // The variant names no digital product any more (removed from content): nothing to grant.
      if (res.status === 404) throw conflict(digitalMessages.notFound);
      if (!res.ok) throw unavailable();
    },
  };
}
