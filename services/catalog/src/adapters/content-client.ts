import { digitalMessages, orderMessages, type GrantPurchase } from '@wsms/contracts';
import { AppError, conflict } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';

/** Content keeps digital_purchases: catalog reports each paid order line of a digital product. */
export interface ContentClient {
  grantPurchase(input: GrantPurchase): Promise<void>;
}

const unavailable = () => new AppError('content-unavailable', orderMessages.purchasesUnavailable, 503);

/**
 * Without CONTENT_URL (a catalog on its own) digital purchases are not connected: a 409 that says so,
 * not a 5xx, since retrying cannot help. A configured content service that does not answer is a 503.
 */
export function httpContentClient(contentUrl: string | undefined, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): ContentClient {
  const content = contentUrl ? internalClient('content', { baseUrl: contentUrl, secret: internalSecret, timeoutMs }) : null;
  return {
    async grantPurchase(input) {
      if (!content) throw conflict(orderMessages.purchasesNotConnected);
      // 404: the variant names no digital product any more (removed from content): nothing to grant.
      await answerOr(content.grantDigitalPurchase({ body: input }), unavailable, {
        404: () => {
          throw conflict(digitalMessages.notFound);
        },
      });
    },
  };
}
