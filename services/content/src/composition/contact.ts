import type { Connection } from 'mongoose';
import { createRateLimiter, type Logger } from '@wsms/service-kit';
import type { Config } from '../config';
import { contactSubmissionRepository } from '../data-access/contact/contact-submission-repository';
import { submitContact } from '../domain/contact/submit-contact.use-case';
import { turnstileBotCheck } from '../domain/contact/turnstile';
import { contactRoutes } from '../entry-points/api/contact.routes';

/** The contact form and its inbox, mounted by app.ts. */
export function contactArea(db: Connection, config: Config, logger: Logger) {
  const submissions = contactSubmissionRepository(db);
  const botCheck = config.TURNSTILE_SECRET
    ? turnstileBotCheck({ secret: config.TURNSTILE_SECRET, verifyUrl: config.TURNSTILE_VERIFY_URL, logger })
    : null;
  return contactRoutes({
    submit: submitContact({ submissions, botCheck }),
    submissions,
    limiter: createRateLimiter(db, { name: 'contact-ip', points: config.CONTACT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
    contactConfig: { turnstileSiteKey: (config.TURNSTILE_SECRET && config.TURNSTILE_SITE_KEY) || null },
  });
}
