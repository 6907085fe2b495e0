import { Schema, type Connection } from 'mongoose';
import type { CompletedExercises } from '@wsms/contracts';

export interface WorkoutProgressRecord {
  userId: string;
  workoutProgramId: string;
  currentWeek: number;
  /** Week number → names of the exercises marked done that week. */
  completedExercises: CompletedExercises;
  notes: string;
  lastActiveDate: Date | null;
}

const workoutProgressSchema = new Schema<WorkoutProgressRecord>(
  {
    userId: { type: String, required: true },
    workoutProgramId: { type: String, required: true },
    currentWeek: { type: Number, default: 1 },
    completedExercises: { type: Schema.Types.Mixed, default: {} },
    notes: { type: String, default: '' },
    lastActiveDate: { type: Date, default: null },
  },
  { collection: 'user_workout_progress', timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);
// One record per client and program: concurrent first writes race on this index, one insert wins.
workoutProgressSchema.index({ userId: 1, workoutProgramId: 1 }, { unique: true });

export const workoutProgressModel = (db: Connection) => db.model('WorkoutProgress', workoutProgressSchema);
