import { Router } from 'express';
import { contactMessages, type ContactConfig } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { clientAddress, etagOf, notFound, pageRequest, rateLimit, route, sendPage, setPublicCaching, type RateLimiter } from '@wsms/service-kit';
import type { ContactSubmissionRepository } from '../../data-access/contact/contact-submission-repository';
import type { submitContact } from '../../domain/contact/submit-contact.use-case';

export function contactRoutes(deps: {
  submit: ReturnType<typeof submitContact>;
  submissions: ContactSubmissionRepository;
  limiter: RateLimiter;
  contactConfig: ContactConfig;
}) {
  const router = Router();
  // Set by the deployment's environment: it changes only with a restart, so browsers and the gateway may reuse it a minute.
  const configEtag = etagOf(deps.contactConfig);
  route(router, contentApi.contactConfig, ({ res }) => {
    setPublicCaching(res, configEtag, { maxAge: 60, staleWhileRevalidate: 600 });
    return deps.contactConfig;
  });
  // Counted before validation, so malformed floods are limited too.
  route(router, contentApi.sendContact, ({ body, req }) => deps.submit(body, clientAddress(req)), {
    before: [rateLimit(deps.limiter, contactMessages.tooMany)],
  });
  route(router, contentApi.listContact, async (input) => {
    input.res.set('Cache-Control', 'no-store');
    const page = pageRequest(input.query);
    return sendPage(input, await (input.query.q ? deps.submissions.searchPage(input.query.q, page) : deps.submissions.listPage(page)));
  });
  route(router, contentApi.contactCounts, async ({ res }) => {
    res.set('Cache-Control', 'no-store');
    return { unread: await deps.submissions.unreadCount() };
  });
  route(router, contentApi.markContactRead, async ({ params, body }) => {
    const updated = await deps.submissions.setRead(params.id, body.read);
    if (!updated) throw notFound('Message not found');
    return updated;
  });
  return router;
}
