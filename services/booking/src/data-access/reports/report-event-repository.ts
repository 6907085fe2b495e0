import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { insertOnce, leanMany, leanOne, trustedOperator, type Lean } from '@wsms/service-kit';
import { projectorLeaseModel, reportEventModel, reportStreamModel, type ProjectorLeaseRecord, type ReportEventRecord, type ReportStreamRecord } from './report-event-model';

export type ReportEvent = Omit<ReportEventRecord, '_id'> & { id: string };
export type ProjectorLease = Omit<ProjectorLeaseRecord, '_id'> & { id: string };

const toEvent = (doc: Lean<ReportEventRecord>): ReportEvent => ({
  id: String(doc._id),
  stream: doc.stream,
  at: doc.at,
  dueAt: doc.dueAt,
  attempts: doc.attempts ?? 0,
  ...(doc.lastError ? { lastError: doc.lastError } : {}),
});
const toStream = (doc: Lean<ReportStreamRecord>): ReportStreamRecord => ({ _id: String(doc._id), plan: doc.plan ?? [], startedAt: doc.startedAt });
const toLease = (doc: Lean<ProjectorLeaseRecord>): ProjectorLease => ({ id: String(doc._id), term: doc.term, owner: doc.owner, expiresAt: doc.expiresAt });

export const leaseId = (term: number) => `report-projector#${String(term).padStart(12, '0')}`;

/** The report events (what writes changed), the projector's per-stream plans and its lease. */
export function reportEventRepository(db: Connection) {
  const Event = reportEventModel(db);
  const Stream = reportStreamModel(db);
  const Lease = projectorLeaseModel(db);
  return {
    /** Records a change about to be written; due at `fallbackDueAt` unless `markWritten` brings it forward. */
    async record(stream: string, at: Date, fallbackDueAt: Date, id: string = randomUUID()) {
      await insertOnce(() => Event.create({ _id: id, stream, at, dueAt: fallbackDueAt, attempts: 0 }));
      return id;
    },
    /** The change is written: the projector may apply it now. */
    async markWritten(id: string, at: Date) {
      await Event.updateOne({ _id: id }, { $set: { dueAt: at } });
    },
    /** Due events, oldest first (so each stream's events come in the order they were written). */
    listDue: (now: Date, limit: number) => leanMany(Event.find({ dueAt: trustedOperator({ $lte: now }) }).sort({ at: 1, _id: 1 }).limit(limit), toEvent),
    async remove(ids: readonly string[]) {
      if (ids.length > 0) await Event.deleteMany({ _id: trustedOperator({ $in: [...ids] }) });
    },
    async retryLater(ids: readonly string[], attempts: number, dueAt: Date, error: string) {
      if (ids.length > 0) await Event.updateMany({ _id: trustedOperator({ $in: [...ids] }) }, { $set: { dueAt, attempts, lastError: error.slice(0, 500) } });
    },
    /** When the oldest unapplied event was recorded (null: none left). */
    async oldestAt() {
      const doc = await Event.findOne({}, { at: 1 }).sort({ at: 1 }).lean();
      return doc ? doc.at : null;
    },
    pending: () => Event.countDocuments({}),
    listAll: () => leanMany(Event.find({}).sort({ at: 1, _id: 1 }), toEvent),
    findStream: (stream: string) => leanOne(Stream.findById(stream), toStream),
    async putStream(record: ReportStreamRecord) {
      await Stream.replaceOne({ _id: record._id }, record, { upsert: true });
    },
    async removeStream(stream: string) {
      await Stream.deleteOne({ _id: stream });
    },
    /** The newest term of the lease (null before the first claim). */
    latestLease: () => leanOne(Lease.findOne({}).sort({ term: -1 }), toLease),
    /** True for the one instance whose insert of this term won. */
    claimLease: (term: number, owner: string, expiresAt: Date) => insertOnce(() => Lease.create({ _id: leaseId(term), term, owner, expiresAt })),
    async renewLease(term: number, owner: string, expiresAt: Date) {
      await Lease.updateOne({ _id: leaseId(term), owner }, { $set: { expiresAt } });
    },
    async pruneLeases(belowTerm: number) {
      await Lease.deleteMany({ term: trustedOperator({ $lt: belowTerm }) });
    },
  };
}
export type ReportEventRepository = ReturnType<typeof reportEventRepository>;
