import type { Connection } from 'mongoose';
import type { ExerciseLog } from '@wsms/contracts';
import { leanMany, type Lean } from '@wsms/service-kit';
import { exerciseLogModel, type ExerciseLogRecord } from './exercise-log-model';

const toDto = (doc: Lean<ExerciseLogRecord>): ExerciseLog => ({
  id: String(doc._id),
  userId: doc.userId,
  workoutProgramId: doc.workoutProgramId,
  exerciseName: doc.exerciseName,
  sets: doc.sets,
  reps: doc.reps ?? null,
  weight: doc.weight ?? null,
  duration: doc.duration ?? null,
  notes: doc.notes ?? '',
  setEntries: (doc.setEntries ?? []).map((s) => ({ reps: s.reps, weight: s.weight ?? null })),
  loggedAt: new Date(doc.loggedAt).toISOString(),
});

export function exerciseLogRepository(db: Connection) {
  const Log = exerciseLogModel(db);
  return {
    async insert(record: ExerciseLogRecord): Promise<ExerciseLog> {
      const doc = await Log.create(record);
      return toDto(doc.toObject());
    },
    async insertMany(records: ExerciseLogRecord[]) {
      await Log.insertMany(records);
    },
    /** Always scoped to one user: nobody reads another's logs through this. */
    async listForUser(userId: string, options: { workoutProgramId?: string; limit: number }): Promise<ExerciseLog[]> {
      const filter = { userId, ...(options.workoutProgramId ? { workoutProgramId: options.workoutProgramId } : {}) };
      return leanMany(Log.find(filter).sort({ loggedAt: -1, _id: -1 }).limit(options.limit), toDto);
    },
  };
}
export type ExerciseLogRepository = ReturnType<typeof exerciseLogRepository>;
