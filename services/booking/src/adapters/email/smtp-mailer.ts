import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send({ to, subject, text, kind, bookingId }) {
      await transport.sendMail({ from, to, subject, text, headers: { 'X-WSMS-Kind': kind, ...(bookingId ? { 'X-WSMS-Booking': bookingId } : {}) } });
    },
  };
}
