import { DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** E-mail is owned by the booking service's durable outbox; it answers 202 once the message is stored. */
export function outboxClient(bookingUrl: string, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): SendEmail {
  const booking = internalClient('booking', { baseUrl: bookingUrl, secret: internalSecret, timeoutMs });
  return async (email) => {
    await booking.queueEmail({ body: email });
  };
}
