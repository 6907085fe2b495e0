import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { contactMessages, contactSchema, type ContactConfig } from '@wsms/contracts';
import { AppError, requireRole, validate } from '@wsms/service-kit';
import type { ContactSubmissionRepository } from '../../data-access/contact-submission-repository';
import type { RateLimiter } from '../../domain/contact-rate-limit';
import type { submitContact } from '../../domain/submit-contact.use-case';

/** Counted before validation, so malformed floods are limited too. */
const rateLimited = (limiter: RateLimiter): RequestHandler => (req, res, next) => {
  const wait = limiter.take(req.ip ?? 'unknown');
  if (wait !== null) {
    res.setHeader('Retry-After', String(wait));
    throw new AppError('rate-limited', contactMessages.tooMany, 429);
  }
  next();
};

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
  router.post('/api/contact', rateLimited(deps.limiter), validate({ body: contactSchema }), async (req, res) => {
    res.status(201).json(await deps.submit(res.locals.body, req.ip ?? ''));
  });
  router.get('/api/contact', requireRole('admin'), validate({ query: listQuery }), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await deps.submissions.listNewestFirst(res.locals.query.limit));
  });
  return router;
}
