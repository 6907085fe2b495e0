import { Router } from 'express';
import { outboxInputSchema, type OutboxEmail } from '@wsms/contracts';
import { requireInternalSecret, requireRole, validate } from '@wsms/service-kit';
import type { OutboxEntry } from '../../data-access/outbox-repository';
import type { BookingDeps } from '../../domain/booking-deps';
import { queueEmail } from '../../domain/emails/queue-email';

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
export function outboxRoutes(deps: BookingDeps, internalSecret: string) {
  const router = Router();
  router.post('/internal/outbox', requireInternalSecret(internalSecret), validate({ body: outboxInputSchema }), async (_req, res) => {
    const id = await queueEmail(deps, res.locals.body);
    res.status(202).json({ id });
  });
  router.get('/api/outbox', requireRole('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await deps.outbox.listNewest()).map(toOutboxEmail));
  });
  return router;
}
