import { Router } from 'express';
import { contactMessages, type ContactConfig } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { clientAddress, notFound, rateLimit, route, type RateLimiter } from '@wsms/service-kit';
import type { ContactSubmissionRepository } from '../../data-access/contact-submission-repository';
import type { submitContact } from '../../domain/submit-contact.use-case';

export function contactRoutes(deps: {
  submit: ReturnType<typeof submitContact>;
  submissions: ContactSubmissionRepository;
  limiter: RateLimiter;
  contactConfig: ContactConfig;
}) {
  const router = Router();
  route(router, contentApi.contactConfig, () => deps.contactConfig);
  // Counted before validation, so malformed floods are limited too.
  route(router, contentApi.sendContact, ({ body, req }) => deps.submit(body, clientAddress(req)), {
    before: [rateLimit(deps.limiter, contactMessages.tooMany)],
  });
  route(router, contentApi.listContact, ({ query, res }) => {
    res.set('Cache-Control', 'no-store');
    return deps.submissions.listNewestFirst(query.limit);
  });
  route(router, contentApi.markContactRead, async ({ params, body }) => {
    const updated = await deps.submissions.setRead(params.id, body.read);
    if (!updated) throw notFound('Message not found');
    return updated;
  });
  return router;
}
