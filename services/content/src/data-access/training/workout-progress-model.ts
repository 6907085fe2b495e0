import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

export interface WorkoutProgressRecord {
  userId: string;
  workoutProgramId: string;
  currentWeek: number;
  notes: string;
  lastActiveDate: Date | null;
}

const workoutProgressSchema = new Schema<WorkoutProgressRecord & CreatedAt>(
  {
    userId: { type: String, required: true },
    workoutProgramId: { type: String, required: true },
    currentWeek: { type: Number, default: 1 },
    notes: { type: String, default: '' },
    lastActiveDate: { type: Date, default: null },
  },
  // completedExercises (spec: a json map) is assembled on read from completed_exercises, see completed-exercise-model.
  { collection: 'user_workout_progress', timestamps: { createdAt: true, updatedAt: false } },
);
// One record per client and program: concurrent first writes race on this index, one insert wins.
workoutProgressSchema.index({ userId: 1, workoutProgramId: 1 }, { unique: true });

export const workoutProgressModel = (db: Connection) => db.model('WorkoutProgress', workoutProgressSchema);
