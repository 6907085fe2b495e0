import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Timeouts stay well inside the outbox worker's claim, so a slow server never leads to a double send. */
export function smtpMailer(smtpUrl: string, timeoutMs = 20_000): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send({ to, from, subject, text, kind, bookingId }) {
      await transport.sendMail({ from, to, subject, text, headers: { 'X-WSMS-Kind': kind, ...(bookingId ? { 'X-WSMS-Booking': bookingId } : {}) } });
    },
  };
}
