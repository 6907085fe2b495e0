import { Router, type RequestHandler } from 'express';
import { contactMessages, type ContactConfig } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { AppError, route } from '@wsms/service-kit';
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

export function contactRoutes(deps: {
  submit: ReturnType<typeof submitContact>;
  submissions: ContactSubmissionRepository;
  limiter: RateLimiter;
  contactConfig: ContactConfig;
}) {
  const router = Router();
  route(router, contentApi.contactConfig, () => deps.contactConfig);
  route(router, contentApi.sendContact, ({ body, req }) => deps.submit(body, req.ip ?? ''), { before: [rateLimited(deps.limiter)] });
  route(router, contentApi.listContact, ({ query, res }) => {
    res.set('Cache-Control', 'no-store');
    return deps.submissions.listNewestFirst(query.limit);
  });
  return router;
}
