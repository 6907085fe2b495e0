import { Schema, type Connection } from 'mongoose';

export interface ExerciseLogRecord {
  userId: string;
  workoutProgramId: string;
  exerciseName: string;
  sets: number;
  reps: number | null;
  /** lbs, in steps of 0.5 (exact in binary floating point). */
  weight: number | null;
  /** seconds */
  duration: number | null;
  notes: string;
  setEntries: Array<{ reps: number; weight: number | null }>;
  loggedAt: Date;
  /** `<loggedAt ISO>|<id>`: the order of the paged lists (service-kit's list key). */
  listKey?: string;
}

const exerciseLogSchema = new Schema<ExerciseLogRecord>(
  {
    userId: { type: String, required: true },
    workoutProgramId: { type: String, required: true },
    exerciseName: { type: String, required: true, maxlength: 255 },
    sets: { type: Number, required: true, min: 1 },
    reps: { type: Number, default: null },
    weight: { type: Number, default: null },
    duration: { type: Number, default: null },
    notes: { type: String, default: '' },
    setEntries: { type: [new Schema({ reps: Number, weight: { type: Number, default: null } }, { _id: false })], default: [] },
    loggedAt: { type: Date, required: true },
    listKey: String,
  },
  { collection: 'exercise_logs' },
);
// One per filter of the paged lists, each ending in the list key: a page reads only its own rows.
exerciseLogSchema.index({ userId: 1, listKey: -1 });
exerciseLogSchema.index({ userId: 1, workoutProgramId: 1, listKey: -1 });

export const exerciseLogModel = (db: Connection) => db.model('ExerciseLog', exerciseLogSchema);
