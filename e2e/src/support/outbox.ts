import type { apiClient } from './api';

type OutboxEmail = { to: string; kind: string; subject: string; text: string };

/** The booking confirmation link mailed to `to`, read from the outbox by an admin client (no SMTP in tests). */
export async function mailedConfirmLink(admin: ReturnType<typeof apiClient>, to: string) {
  for (let i = 0; i < 50; i += 1) {
    const mails = (await admin.request<OutboxEmail[]>('GET', '/api/outbox?limit=200')).json;
    const link = mails.find((m) => m.to === to && m.kind === 'booking-confirm-link')?.text.match(/https?:\/\/\S+\/checkout\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation link was mailed to ${to}`);
}
