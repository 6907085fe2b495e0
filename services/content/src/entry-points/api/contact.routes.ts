import { Router } from 'express';
import { z } from 'zod';
import { contactMessages, contactSchema, type ContactConfig } from '@wsms/contracts';
import { clientAddress, rateLimit, requireRole, validate, type RateLimiter } from '@wsms/service-kit';
import type { ContactSubmissionRepository } from '../../data-access/contact-submission-repository';
import type { submitContact } from '../../domain/submit-contact.use-case';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

export function contactRoutes(deps: {
  submit: ReturnType<typeof submitContact>;
  submissions: ContactSubmissionRepository;
  limiter: RateLimiter;
  contactConfig: ContactConfig;
}) {
  const router = Router();
  router.get('/api/contact/config', (_req, res) => {
    res.json(deps.contactConfig);
  });
  // Counted before validation, so malformed floods are limited too.
  router.post('/api/contact', rateLimit(deps.limiter, contactMessages.tooMany), validate({ body: contactSchema }), async (req, res) => {
    res.status(201).json(await deps.submit(res.locals.body, clientAddress(req)));
  });
  router.get('/api/contact', requireRole('admin'), validate({ query: listQuery }), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await deps.submissions.listNewestFirst(res.locals.query.limit));
  });
  return router;
}
