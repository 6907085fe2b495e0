import { Router } from 'express';
import type { OutboxEmail } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { pageRequest, route, sendPage } from '@wsms/service-kit';
import type { OutboxEntry } from '../../data-access/notifications/outbox-repository';
import { queueEmail, type QueueEmailDeps } from '../../domain/notifications/queue-email';

const toOutboxEmail = (e: OutboxEntry): OutboxEmail => ({
  id: e.id,
  to: e.to,
  subject: e.subject,
  text: e.text,
  kind: e.kind,
  createdAt: e.createdAt.toISOString(),
  sentAt: e.sentAt ? e.sentAt.toISOString() : null,
  attempts: e.attempts,
  ...(e.lastError ? { lastError: e.lastError } : {}),
});

/** The durable outbox: other services queue e-mails here; admins read every e-mail, newest first. */
export function outboxRoutes(deps: QueueEmailDeps) {
  const router = Router();
  route(router, bookingApi.queueEmail, async ({ body }) => ({ id: await queueEmail(deps, body) }));
  route(router, bookingApi.listOutbox, async (input) => {
    input.res.set('Cache-Control', 'no-store');
    const page = await deps.outbox.listNewest(pageRequest(input.query));
    return sendPage(input, { ...page, items: page.items.map(toOutboxEmail) });
  });
  return router;
}
