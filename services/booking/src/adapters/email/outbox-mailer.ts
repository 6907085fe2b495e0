import type { Mailer } from './mailer';

/** No SMTP configured: the outbox record is the delivery, read by admins at GET /api/outbox. */
export function outboxMailer(): Mailer {
  return { name: 'outbox', send: async () => undefined };
}
