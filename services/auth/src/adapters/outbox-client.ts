export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** E-mail is owned by the booking service's durable outbox; it answers 202 once the message is stored. */
export function outboxClient(bookingUrl: string, internalSecret: string, timeoutMs = 3000): SendEmail {
  return async (email) => {
    const res = await fetch(`${bookingUrl}/internal/outbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
      body: JSON.stringify(email),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    if (res.status !== 202) throw new Error(`outbox answered ${res.status}`);
  };
}
