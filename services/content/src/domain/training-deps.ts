import type { TrainingDirectory } from '../adapters/training-directory';
import type { ExerciseLogRepository } from '../data-access/exercise-log-repository';
import type { PurchaseReads } from '../data-access/purchase-reads';
import type { WorkoutProgramRepository } from '../data-access/workout-program-repository';
import type { WorkoutProgressRepository } from '../data-access/workout-progress-repository';

export interface TrainingDeps {
  programs: WorkoutProgramRepository;
  logs: ExerciseLogRepository;
  progress: WorkoutProgressRepository;
  purchases: PurchaseReads;
  directory: TrainingDirectory;
  now: () => Date;
}
