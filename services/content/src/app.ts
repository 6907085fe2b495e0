import { Router } from 'express';
import { createRateLimiter, type ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { contactSubmissionRepository } from './data-access/contact-submission-repository';
import { digitalProductRepository } from './data-access/digital-product-repository';
import { submitContact } from './domain/submit-contact.use-case';
import { turnstileBotCheck } from './domain/turnstile';
import { contactRoutes } from './entry-points/api/contact.routes';
import { digitalProductRoutes } from './entry-points/api/digital-product.routes';
import { trainingArea } from './training';

export function contentService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'content',
    config,
    routes: async ({ db, config: cfg, logger }) => {
      const products = digitalProductRepository(db);
      const submissions = contactSubmissionRepository(db);
      await db.syncIndexes();
      const botCheck = cfg.TURNSTILE_SECRET
        ? turnstileBotCheck({ secret: cfg.TURNSTILE_SECRET, verifyUrl: cfg.TURNSTILE_VERIFY_URL, logger })
        : null;
      const router = Router();
      router.use(digitalProductRoutes(products));
      router.use(trainingArea(db, cfg, logger));
      router.use(
        contactRoutes({
          submit: submitContact({ submissions, botCheck }),
          submissions,
          limiter: createRateLimiter(db, { name: 'contact-ip', points: cfg.CONTACT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
          contactConfig: { turnstileSiteKey: (cfg.TURNSTILE_SECRET && cfg.TURNSTILE_SITE_KEY) || null },
        }),
      );
      return router;
    },
  };
}
