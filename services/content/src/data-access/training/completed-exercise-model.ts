import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

/**
 * One exercise marked done in one week of a client's program. Kept as its own document, not pushed
 * into the progress record: FerretDB applies concurrent updates of one document as read-modify-write
 * and loses some, while inserts are settled by the unique index, so two marks at once both land.
 */
export interface CompletedExerciseRecord {
  userId: string;
  workoutProgramId: string;
  week: number;
  exerciseName: string;
  /** Lower-cased name: one mark per exercise and week, whatever the case sent. */
  exerciseKey: string;
}

const completedExerciseSchema = new Schema<CompletedExerciseRecord & CreatedAt>(
  {
    userId: { type: String, required: true },
    workoutProgramId: { type: String, required: true },
    week: { type: Number, required: true },
    exerciseName: { type: String, required: true },
    exerciseKey: { type: String, required: true },
  },
  { collection: 'completed_exercises', timestamps: { createdAt: true, updatedAt: false } },
);
completedExerciseSchema.index({ userId: 1, workoutProgramId: 1, week: 1, exerciseKey: 1 }, { unique: true });

export const completedExerciseModel = (db: Connection) => db.model('CompletedExercise', completedExerciseSchema);
