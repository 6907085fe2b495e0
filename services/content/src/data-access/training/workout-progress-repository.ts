import type { Connection } from 'mongoose';
import type { CompletedExercises, WorkoutProgress } from '@wsms/contracts';
import { insertOnce, trustedOperator, type CreatedAt, type Lean } from '@wsms/service-kit';
import { completedExerciseModel, type CompletedExerciseRecord } from './completed-exercise-model';
import { contentReportRepository } from '../reports/content-report-repository';
import { workoutProgressModel, type WorkoutProgressRecord } from './workout-progress-model';

const toDto = (doc: Lean<WorkoutProgressRecord & Partial<CreatedAt>>, completedExercises: CompletedExercises): WorkoutProgress => ({
  id: String(doc._id),
  userId: doc.userId,
  workoutProgramId: doc.workoutProgramId,
  currentWeek: doc.currentWeek ?? 1,
  completedExercises,
  notes: doc.notes ?? '',
  lastActiveDate: doc.lastActiveDate ? new Date(doc.lastActiveDate).toISOString() : null,
  createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : null,
});

/** What a client who has not started a program reads (spec section 3: currentWeek default 1); nothing is stored yet, so no id. */
export const emptyProgress = (userId: string, workoutProgramId: string): WorkoutProgress => ({
  id: null,
  userId,
  workoutProgramId,
  currentWeek: 1,
  completedExercises: {},
  notes: '',
  lastActiveDate: null,
  createdAt: null,
});

/** Week number → names marked done, in the order they were marked. */
function groupMarks(marks: Array<Pick<CompletedExerciseRecord, 'week' | 'exerciseName'>>): CompletedExercises {
  const weeks: CompletedExercises = {};
  for (const mark of marks) (weeks[String(mark.week)] ??= []).push(mark.exerciseName);
  return weeks;
}

export function workoutProgressRepository(db: Connection) {
  const Progress = workoutProgressModel(db);
  const Marks = completedExerciseModel(db);
  // A tick, an untick or a new week moves the program's row of the reports' program compliance.
  const reports = contentReportRepository(db);
  const key = (userId: string, workoutProgramId: string) => ({ userId, workoutProgramId });

  const insertMark = (mark: Omit<CompletedExerciseRecord, 'exerciseKey'>) =>
    insertOnce(() => Marks.create({ ...mark, exerciseKey: mark.exerciseName.toLowerCase() }));

  async function marksOf(userId: string, programIds: string[]) {
    const marks = await Marks.find({ userId, workoutProgramId: trustedOperator({ $in: programIds }) }).sort({ createdAt: 1, _id: 1 }).lean();
    const byProgram = new Map<string, CompletedExerciseRecord[]>();
    for (const mark of marks) {
      byProgram.set(mark.workoutProgramId, [...(byProgram.get(mark.workoutProgramId) ?? []), mark]);
    }
    return (programId: string) => groupMarks(byProgram.get(programId) ?? []);
  }

  /** Creates the record on first use; FerretDB has no transactions, so the unique index settles a race. */
  const ensure = (userId: string, workoutProgramId: string) =>
    insertOnce(() => Progress.create({ ...key(userId, workoutProgramId), currentWeek: 1, notes: '', lastActiveDate: null }));

  async function find(userId: string, workoutProgramId: string): Promise<WorkoutProgress | null> {
    const doc = await Progress.findOne(key(userId, workoutProgramId)).lean();
    return doc ? toDto(doc, (await marksOf(userId, [workoutProgramId]))(workoutProgramId)) : null;
  }

  return {
    find,
    async listForUser(userId: string, programIds: string[]): Promise<WorkoutProgress[]> {
      if (programIds.length === 0) return [];
      const [docs, marks] = await Promise.all([
        Progress.find({ userId, workoutProgramId: trustedOperator({ $in: programIds }) }).lean(),
        marksOf(userId, programIds),
      ]);
      return docs.map((doc) => toDto(doc, marks(doc.workoutProgramId)));
    },
    async touch(userId: string, workoutProgramId: string, at: Date) {
      await ensure(userId, workoutProgramId);
      await Progress.updateOne(key(userId, workoutProgramId), { $set: { lastActiveDate: at } });
    },
    /** A mark is an insert (the unique index keeps one) and an unmark a delete: safe when they race. */
    async markExercise(userId: string, workoutProgramId: string, exerciseName: string, done: boolean, at: Date) {
      await ensure(userId, workoutProgramId);
      const current = await Progress.findOne(key(userId, workoutProgramId)).lean();
      const week = current?.currentWeek ?? 1;
      if (done) await insertMark({ userId, workoutProgramId, week, exerciseName });
      else await Marks.deleteOne({ userId, workoutProgramId, week, exerciseKey: exerciseName.toLowerCase() });
      await Progress.updateOne(key(userId, workoutProgramId), { $set: { lastActiveDate: at } });
      await reports.feedProgram(workoutProgramId);
      return find(userId, workoutProgramId);
    },
    async setWeek(userId: string, workoutProgramId: string, currentWeek: number, at: Date) {
      await ensure(userId, workoutProgramId);
      await Progress.updateOne(key(userId, workoutProgramId), { $set: { currentWeek, lastActiveDate: at } });
      await reports.feedProgram(workoutProgramId);
      return find(userId, workoutProgramId);
    },
    async seed(record: WorkoutProgressRecord & { completedExercises: CompletedExercises }) {
      await ensure(record.userId, record.workoutProgramId);
      const { userId, workoutProgramId, completedExercises, ...rest } = record;
      await Progress.updateOne(key(userId, workoutProgramId), { $set: rest });
      for (const [week, names] of Object.entries(completedExercises)) {
        for (const exerciseName of names) await insertMark({ userId, workoutProgramId, week: Number(week), exerciseName });
      }
      await reports.feedProgram(workoutProgramId);
    },
  };
}
export type WorkoutProgressRepository = ReturnType<typeof workoutProgressRepository>;
