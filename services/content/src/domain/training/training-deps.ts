import type { TrainingDirectory } from '../../adapters/training-directory';
import type { DigitalProductRepository } from '../../data-access/digital/digital-product-repository';
import type { ExerciseLogRepository } from '../../data-access/training/exercise-log-repository';
import type { PurchaseReads } from '../../data-access/digital/purchase-reads';
import type { WorkoutProgramRepository } from '../../data-access/training/workout-program-repository';
import type { WorkoutProgressRepository } from '../../data-access/training/workout-progress-repository';

export interface TrainingDeps {
  programs: WorkoutProgramRepository;
  logs: ExerciseLogRepository;
  progress: WorkoutProgressRepository;
  purchases: PurchaseReads;
  /** A program may name the digital product it belongs to: it must exist. */
  digitalProducts: Pick<DigitalProductRepository, 'findById'>;
  directory: TrainingDirectory;
  now: () => Date;
}
