import type { Connection } from 'mongoose';
import type { ExerciseLog } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  keysetFilter,
  keysetSort,
  leanMany,
  leanPage,
  newObjectId,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
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

const keyOf = (doc: { _id: unknown; loggedAt: Date; listKey?: string }) => doc.listKey ?? createdListKey(new Date(doc.loggedAt), String(doc._id));

/** Always scoped to one user: nobody reads another's logs through this. */
const scope = (userId: string, workoutProgramId?: string) => ({ userId, ...(workoutProgramId ? { workoutProgramId } : {}) });

export function exerciseLogRepository(db: Connection) {
  const Log = exerciseLogModel(db);
  const keyed = (record: ExerciseLogRecord) => {
    const _id = newObjectId();
    return { ...record, _id, listKey: createdListKey(record.loggedAt, String(_id)) };
  };
  return {
    async insert(record: ExerciseLogRecord): Promise<ExerciseLog> {
      const doc = await Log.create(keyed(record));
      return toDto(doc.toObject());
    },
    async insertMany(records: ExerciseLogRecord[]) {
      await Log.insertMany(records.map(keyed));
    },
    /** One page of a user's logs (of one program, when named), newest first (`listKey` < the cursor). */
    listPage(userId: string, filter: { workoutProgramId?: string }, page: PageRequestOf) {
      const query = { ...scope(userId, filter.workoutProgramId), ...keysetFilter(page, 'newest-first') };
      return leanPage(Log.find(query).sort(keysetSort('newest-first')), page, toDto, keyOf);
    },
    /** Every log of one user on one program, newest first: what the program's figures are computed from. */
    listForProgram(userId: string, workoutProgramId: string): Promise<ExerciseLog[]> {
      const query = { ...scope(userId, workoutProgramId), ...keysetFilter({ limit: 0 }, 'newest-first') };
      return leanMany(Log.find(query).sort(keysetSort('newest-first')), toDto);
    },
    /** Logs stored before the lists were paged get their list key (once). */
    backfillListKeys: () => backfillListKeys(db, Log, (doc) => createdListKey(doc.loggedAt as Date, String(doc._id))),
  };
}
export type ExerciseLogRepository = ReturnType<typeof exerciseLogRepository>;
