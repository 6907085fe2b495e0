import type { OutboxRepository } from '../../data-access/outbox-repository';
import type { Mailer } from './mailer';

/** No SMTP configured: messages are kept in the email_outbox collection, which admins can read. */
export function outboxMailer(outbox: OutboxRepository, from: string): Mailer {
  return {
    name: 'outbox',
    send: ({ to, subject, text, kind, bookingId }) => outbox.insert({ to, from, subject, text, kind, bookingId }),
  };
}
