import { Router } from 'express';
import { createRateLimiter, type ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { exerciseLogRepository } from './data-access/exercise-log-repository';
import { backfillNoteListKeys } from './data-access/clinical-note-repository';
import { recordAccessRepository } from './data-access/record-access-repository';
import { contactSubmissionRepository } from './data-access/contact-submission-repository';
import { httpStoreClient } from './adapters/store-client';
import { digitalProductRepository } from './data-access/digital-product-repository';
import { contentReportRepository } from './data-access/content-report-repository';
import { digitalPurchaseRepository } from './data-access/digital-purchase-repository';
import { contentReportRoutes } from './entry-points/api/reports.routes';
import { pdfFileRepository } from './data-access/pdf-file-repository';
import { workoutProgramRepository } from './data-access/workout-program-repository';
import { digitalProductUseCases } from './domain/digital/digital-products.use-case';
import { digitalPurchaseUseCases } from './domain/digital/digital-purchases.use-case';
import { uploadPdf } from './domain/digital/upload-pdf.use-case';
import { recordShopifyOrder } from './domain/digital/shopify-order.use-case';
import { httpTrainingDirectory } from './adapters/training-directory';
import { shopifyWebhookRoutes } from './entry-points/api/shopify-webhook.routes';
import { uploadRepository } from './data-access/upload-repository';
import { seedDemoPortraits } from './domain/seed/seed-demo-portraits.use-case';
import { submitContact } from './domain/submit-contact.use-case';
import { turnstileBotCheck } from './domain/turnstile';
import { contactRoutes } from './entry-points/api/contact.routes';
import { digitalProductRoutes } from './entry-points/api/digital-product.routes';
import { clinicalArea } from './clinical';
import { trainingArea } from './training';
import { uploadRoutes } from './entry-points/api/upload.routes';

export function contentService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'content',
    config,
    beforeJson: (app, { db, config: cfg }) => {
      const directory = httpTrainingDirectory({ bookingUrl: cfg.BOOKING_URL, authUrl: cfg.AUTH_URL }, cfg.INTERNAL_SECRET, cfg.INTERNAL_TIMEOUT_MS);
      const record = recordShopifyOrder({ products: digitalProductRepository(db), purchases: digitalPurchaseRepository(db), directory });
      app.use(shopifyWebhookRoutes(record, cfg.SHOPIFY_WEBHOOK_SECRET));
    },
    routes: async ({ db, config: cfg, logger }) => {
      const products = digitalProductRepository(db);
      const submissions = contactSubmissionRepository(db);
      const uploads = uploadRepository(db);
      const pdfFiles = pdfFileRepository(db);
      const purchases = digitalPurchaseRepository(db);
      await uploads.ensureIndexes();
      // The report roll-ups of a database written before them are built once from its records.
      const reports = contentReportRepository(db);
      if (!(await reports.built())) logger.info(await reports.rebuild(), 'report roll-ups built');
      // Messages, exercise logs and record reads stored before their lists were paged get their list keys (once).
      await Promise.all([
        submissions.backfillListKeys(),
        exerciseLogRepository(db).backfillListKeys(),
        recordAccessRepository(db).backfillListKeys(),
        backfillNoteListKeys(db),
      ]);
      if (cfg.SEED_DEMO_DATA) logger.info({ created: await seedDemoPortraits(uploads) }, 'demo portraits checked');
      const botCheck = cfg.TURNSTILE_SECRET
        ? turnstileBotCheck({ secret: cfg.TURNSTILE_SECRET, verifyUrl: cfg.TURNSTILE_VERIFY_URL, logger })
        : null;
      const router = Router();
      router.use(
        digitalProductRoutes({
          products: digitalProductUseCases({
            products,
            programs: workoutProgramRepository(db),
            pdfFiles,
            store: httpStoreClient(cfg.CATALOG_URL, cfg.INTERNAL_SECRET, cfg.INTERNAL_TIMEOUT_MS),
          }),
          purchases: digitalPurchaseUseCases({ products, purchases, pdfFiles }),
          uploadPdf: uploadPdf(pdfFiles),
        }),
      );
      router.use(trainingArea(db, cfg, logger));
      router.use(clinicalArea(db, cfg));
      router.use(contentReportRoutes({ reports }, { timeBudgetMs: cfg.REPORTS_TIME_BUDGET_MS }));
      router.use(
        contactRoutes({
          submit: submitContact({ submissions, botCheck }),
          submissions,
          limiter: createRateLimiter(db, { name: 'contact-ip', points: cfg.CONTACT_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
          contactConfig: { turnstileSiteKey: (cfg.TURNSTILE_SECRET && cfg.TURNSTILE_SITE_KEY) || null },
        }),
      );
      router.use(
        uploadRoutes({
          uploads,
          staffUploads: createRateLimiter(db, { name: 'upload-staff', points: cfg.UPLOAD_STAFF_MAX_PER_HOUR, durationSeconds: 3600 }),
        }),
      );
      // Every area's models are registered by now: their unique indexes exist before the first request
      // (an index built lazily could lose a race of two first writes, e.g. two consent forms of one version).
      await db.syncIndexes();
      return router;
    },
  };
}
