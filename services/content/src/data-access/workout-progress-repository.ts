import type { Connection } from 'mongoose';
import type { WorkoutProgress } from '@wsms/contracts';
import { isDuplicateKey, trusted } from './training-mongo';
import { workoutProgressModel, type WorkoutProgressRecord } from './workout-progress-model';

type Lean = WorkoutProgressRecord;

const toDto = (doc: Lean): WorkoutProgress => ({
  workoutProgramId: doc.workoutProgramId,
  currentWeek: doc.currentWeek ?? 1,
  completedExercises: doc.completedExercises ?? {},
  notes: doc.notes ?? '',
  lastActiveDate: doc.lastActiveDate ? new Date(doc.lastActiveDate).toISOString() : null,
});

/** What a client who has not started a program reads (spec section 3: currentWeek default 1). */
export const emptyProgress = (workoutProgramId: string): WorkoutProgress => ({
  workoutProgramId,
  currentWeek: 1,
  completedExercises: {},
  notes: '',
  lastActiveDate: null,
});

export function workoutProgressRepository(db: Connection) {
  const Progress = workoutProgressModel(db);
  const key = (userId: string, workoutProgramId: string) => ({ userId, workoutProgramId });

  /** Creates the record on first use; FerretDB has no transactions, so the unique index settles a race. */
  async function ensure(userId: string, workoutProgramId: string) {
    try {
      await Progress.create({ ...key(userId, workoutProgramId), currentWeek: 1, completedExercises: {}, notes: '', lastActiveDate: null });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async function find(userId: string, workoutProgramId: string): Promise<WorkoutProgress | null> {
    const doc = await Progress.findOne(key(userId, workoutProgramId)).lean();
    return doc ? toDto(doc as unknown as Lean) : null;
  }

  return {
    find,
    async listForUser(userId: string, programIds: string[]): Promise<WorkoutProgress[]> {
      if (programIds.length === 0) return [];
      const docs = await Progress.find({ userId, workoutProgramId: trusted({ $in: programIds }) }).lean();
      return docs.map((doc) => toDto(doc as unknown as Lean));
    },
    async touch(userId: string, workoutProgramId: string, at: Date) {
      await ensure(userId, workoutProgramId);
      await Progress.updateOne(key(userId, workoutProgramId), { $set: { lastActiveDate: at } });
    },
    /** $addToSet / $pull on the week's list: two marks at once both land (no read-modify-write). */
    async markExercise(userId: string, workoutProgramId: string, exerciseName: string, done: boolean, at: Date) {
      await ensure(userId, workoutProgramId);
      const current = await find(userId, workoutProgramId);
      const path = `completedExercises.${current?.currentWeek ?? 1}`;
      const change = done ? { $addToSet: { [path]: exerciseName } } : { $pull: { [path]: exerciseName } };
      await Progress.updateOne(key(userId, workoutProgramId), { ...change, $set: { lastActiveDate: at } });
      return find(userId, workoutProgramId);
    },
    async setWeek(userId: string, workoutProgramId: string, currentWeek: number, at: Date) {
      await ensure(userId, workoutProgramId);
      await Progress.updateOne(key(userId, workoutProgramId), { $set: { currentWeek, lastActiveDate: at } });
      return find(userId, workoutProgramId);
    },
    async seed(record: WorkoutProgressRecord) {
      await ensure(record.userId, record.workoutProgramId);
      const { userId, workoutProgramId, ...rest } = record;
      await Progress.updateOne(key(userId, workoutProgramId), { $set: rest });
    },
  };
}
export type WorkoutProgressRepository = ReturnType<typeof workoutProgressRepository>;
