import { Schema, type Connection } from 'mongoose';
import type { Difficulty, Exercise } from '@wsms/contracts';
import type { Timestamps } from '@wsms/service-kit';

export interface WorkoutProgramRecord {
  title: string;
  description: string;
  duration: number;
  difficulty: Difficulty;
  digitalProductId: string | null;
  instructorId: string | null;
  instructorName: string | null;
  /** The client it is assigned to; null for a program sold as a digital product or not yet assigned. */
  userId: string | null;
  /** The account that wrote it: staff see and change only their own. */
  authorId: string;
  exercises: Exercise[];
}

const exerciseSchema = new Schema<Exercise>(
  {
    name: { type: String, required: true },
    instructions: { type: String, default: '' },
    sets: { type: Number, required: true },
    reps: { type: Number, default: null },
    weight: { type: Number, default: null },
    duration: { type: Number, default: null },
    restTime: { type: Number, required: true },
  },
  { _id: false },
);

const workoutProgramSchema = new Schema<WorkoutProgramRecord & Timestamps>(
  {
    title: { type: String, required: true, maxlength: 255 },
    description: { type: String, default: '' },
    duration: { type: Number, required: true },
    difficulty: { type: String, required: true },
    digitalProductId: { type: String, default: null },
    instructorId: { type: String, default: null },
    instructorName: { type: String, default: null },
    userId: { type: String, default: null },
    authorId: { type: String, required: true },
    exercises: { type: [exerciseSchema], default: [] },
  },
  { collection: 'workout_programs', timestamps: true },
);
workoutProgramSchema.index({ authorId: 1, createdAt: -1 });
workoutProgramSchema.index({ userId: 1 });
workoutProgramSchema.index({ digitalProductId: 1 });

export const workoutProgramModel = (db: Connection) => db.model('WorkoutProgram', workoutProgramSchema);
