import { Router } from 'express';
import { httpAuditSink, type ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { exerciseLogRepository } from './data-access/training/exercise-log-repository';
import { backfillNoteListKeys } from './data-access/clinical/clinical-note-repository';
import { recordAccessRepository } from './data-access/clinical/record-access-repository';
import { contactSubmissionRepository } from './data-access/contact/contact-submission-repository';
import { contentReportRepository } from './data-access/reports/content-report-repository';
import { uploadRepository } from './data-access/uploads/upload-repository';
import { seedDemoPortraits } from './domain/seed/seed-demo-portraits.use-case';
import { clinicalArea } from './composition/clinical';
import { contactArea } from './composition/contact';
import { digitalArea, shopifyWebhookArea } from './composition/digital';
import { reportsArea } from './composition/reports';
import { telemetryArea } from './composition/telemetry';
import { contentSystemFigures } from './domain/telemetry/system-figures';
import { trainingArea } from './composition/training';
import { uploadsArea } from './composition/uploads';

/**
 * The composition root: each area (sub-domain) builds its own ports and routes in `composition/<area>.ts`;
 * this file runs the start-up chores and mounts the areas.
 */
export function contentService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'content',
    config,
    auditSink: ({ config: cfg }) => (cfg.AUTH_URL ? httpAuditSink(cfg.AUTH_URL, cfg.INTERNAL_SECRET) : undefined),
    beforeJson: (app, { db, config: cfg }) => {
      app.use(shopifyWebhookArea(db, cfg));
    },
    systemFigures: () => contentSystemFigures,
    routes: async ({ db, config: cfg, logger }) => {
      const uploads = uploadRepository(db);
      await uploads.ensureIndexes();
      // The report roll-ups of a database written before them are built once from its records.
      const reports = contentReportRepository(db);
      if (!(await reports.built())) logger.info(await reports.rebuild(), 'report roll-ups built');
      // Messages, exercise logs and record reads stored before their lists were paged get their list keys (once).
      await Promise.all([
        contactSubmissionRepository(db).backfillListKeys(),
        exerciseLogRepository(db).backfillListKeys(),
        recordAccessRepository(db).backfillListKeys(),
        backfillNoteListKeys(db),
      ]);
      if (cfg.SEED_DEMO_DATA) logger.info({ created: await seedDemoPortraits(uploads) }, 'demo portraits checked');
      const router = Router();
      router.use(digitalArea(db, cfg));
      router.use(trainingArea(db, cfg, logger));
      router.use(clinicalArea(db, cfg, logger));
      router.use(reportsArea(db, cfg));
      router.use(contactArea(db, cfg, logger));
      router.use(uploadsArea(db, cfg));
      router.use(telemetryArea(db, cfg));
      // Every area's models are registered by now: their unique indexes exist before the first request
      // (an index built lazily could lose a race of two first writes, e.g. two consent forms of one version).
      await db.syncIndexes();
      return router;
    },
  };
}
