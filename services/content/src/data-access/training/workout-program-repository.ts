import type { Connection } from 'mongoose';
import type { WorkoutProgram } from '@wsms/contracts';
import { leanMany, leanOne, objectIdOf, trustedOperator, type Lean, type Timestamps } from '@wsms/service-kit';
import { contentReportRepository } from '../reports/content-report-repository';
import { workoutProgramModel, type WorkoutProgramRecord } from './workout-program-model';

export type StoredProgram = WorkoutProgram & { authorId: string };

/** Names every field that leaves the service (authorId stays inside: it decides who may edit). */
const toStored = (doc: Lean<WorkoutProgramRecord & Timestamps>): StoredProgram => ({
  id: String(doc._id),
  title: doc.title,
  description: doc.description ?? '',
  duration: doc.duration,
  difficulty: doc.difficulty,
  digitalProductId: doc.digitalProductId ?? null,
  instructorId: doc.instructorId ?? null,
  instructorName: doc.instructorName ?? null,
  userId: doc.userId ?? null,
  authorId: doc.authorId,
  exercises: (doc.exercises ?? []).map((e) => ({
    name: e.name,
    instructions: e.instructions ?? '',
    sets: e.sets,
    reps: e.reps ?? null,
    weight: e.weight ?? null,
    duration: e.duration ?? null,
    restTime: e.restTime,
  })),
  createdAt: new Date(doc.createdAt).toISOString(),
  updatedAt: new Date(doc.updatedAt).toISOString(),
});

export const toProgramDto = ({ authorId: _authorId, ...program }: StoredProgram): WorkoutProgram => program;

export interface ProgramFilter {
  authorId?: string;
  userId?: string;
  instructorId?: string;
  digitalProductId?: string;
}

export function workoutProgramRepository(db: Connection) {
  const Program = workoutProgramModel(db);
  // Every write of a program moves its row of the reports' program compliance.
  const reports = contentReportRepository(db);
  return {
    async insert(record: WorkoutProgramRecord): Promise<StoredProgram> {
      const doc = await Program.create(record);
      await reports.feedProgram(String(doc._id));
      return toStored(doc.toObject());
    },
    async findById(id: string): Promise<StoredProgram | null> {
      const _id = objectIdOf(id);
      if (!_id) return null;
      return leanOne(Program.findById(_id), toStored);
    },
    async list(filter: ProgramFilter): Promise<StoredProgram[]> {
      return leanMany(Program.find(filter).sort({ createdAt: -1, _id: -1 }), toStored);
    },
    /** A client's programs: assigned to them, or (unassigned) sold as a product they bought. */
    async listForClient(userId: string, purchasedProductIds: string[]): Promise<StoredProgram[]> {
      const bought = purchasedProductIds.length > 0 ? [{ userId: null, digitalProductId: trustedOperator({ $in: purchasedProductIds }) }] : [];
      return leanMany(Program.find({ $or: [{ userId }, ...bought] }).sort({ createdAt: -1, _id: -1 }), toStored);
    },
    async update(id: string, changes: Partial<WorkoutProgramRecord>): Promise<StoredProgram | null> {
      const _id = objectIdOf(id);
      if (!_id) return null;
      await Program.updateOne({ _id }, { $set: changes });
      await reports.feedProgram(id);
      return this.findById(id);
    },
    count: () => Program.countDocuments(),
  };
}
export type WorkoutProgramRepository = ReturnType<typeof workoutProgramRepository>;
