import type { Connection } from 'mongoose';
import { Router } from 'express';
import type { Logger } from '@wsms/service-kit';
import { httpTrainingDirectory, type TrainingDirectory } from '../adapters/training-directory';
import type { Config } from '../config';
import { digitalProductRepository } from '../data-access/digital/digital-product-repository';
import { exerciseLogRepository } from '../data-access/training/exercise-log-repository';
import { purchaseReads } from '../data-access/digital/purchase-reads';
import { seedMarkerRepository } from '../data-access/seed/seed-marker-repository';
import { workoutProgramRepository } from '../data-access/training/workout-program-repository';
import { workoutProgressRepository } from '../data-access/training/workout-progress-repository';
import { seedDemoTraining } from '../domain/seed/seed-demo-training.use-case';
import type { TrainingDeps } from '../domain/training/training-deps';
import { trackerRoutes } from '../entry-points/api/tracker.routes';
import { workoutProgramRoutes } from '../entry-points/api/workout-program.routes';

/** Test seams: another directory, a clock. */
export interface TrainingOverrides {
  directory?: TrainingDirectory;
  now?: () => Date;
}

export function buildTrainingDeps(db: Connection, config: Config, overrides: TrainingOverrides = {}): TrainingDeps {
  return {
    programs: workoutProgramRepository(db),
    logs: exerciseLogRepository(db),
    progress: workoutProgressRepository(db),
    purchases: purchaseReads(db),
    digitalProducts: digitalProductRepository(db),
    directory: overrides.directory ?? httpTrainingDirectory({ bookingUrl: config.BOOKING_URL, authUrl: config.AUTH_URL }, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    now: overrides.now ?? (() => new Date()),
  };
}

/** Workout programs, the tracker and their demo data: everything of the training area, mounted by app.ts. */
export function trainingArea(db: Connection, config: Config, logger: Logger, overrides: TrainingOverrides = {}) {
  const deps = buildTrainingDeps(db, config, overrides);
  if (config.SEED_DEMO_DATA) {
    void seedDemoTraining(deps, seedMarkerRepository(db), logger).catch((err: unknown) => logger.error({ err }, 'demo training seed failed'));
  }
  return Router().use(workoutProgramRoutes(deps), trackerRoutes(deps));
}
