import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { AvailabilitySlot } from '@wsms/contracts';
import { isDuplicateKey, isObjectIdString, leanMany, leanOne, toPlain, type Lean, type Timestamps } from '@wsms/service-kit';
import { availabilityModel, type AvailabilityRecord } from './availability-model';
import { availabilityVersionModel } from './availability-version-model';

const toSlot = (doc: Lean<AvailabilityRecord & Timestamps>): AvailabilitySlot => {
  const { templateId: _t, ...slot } = toPlain(doc);
  return slot;
};

// A reused answer is at most this old even when a write went around the repository (a manual fix in the database).
const CACHE_MAX_AGE_MS = 60_000;

export function availabilityRepository(db: Connection) {
  const Availability = availabilityModel(db);
  const Version = availabilityVersionModel(db);
  // Per instance, and only reused while the shared version row (read by _id) still matches it:
  // a write through any instance changes the version after the slot, so no instance reuses stale slots.
  const cache = new Map<string, { version: string | null; at: number; slots: AvailabilitySlot[] }>();
  const versionOf = async (instructorId: string) => (await Version.findById(instructorId).lean())?.version ?? null;
  const newVersion = (id: string) => Version.replaceOne({ _id: id }, { version: randomUUID() }, { upsert: true });
  /** After the slot write: two first writers can collide on the upsert's insert, then one retries. */
  const bump = async (instructorIds: Iterable<string>) => {
    for (const id of new Set(instructorIds)) {
      await newVersion(id).catch(async (error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
        await newVersion(id);
      });
    }
  };
  async function scan(instructorId: string) {
    return leanMany(Availability.find({ instructorId }).sort({ dayOfWeek: 1, availableDate: 1, startTime: 1 }), toSlot);
  }
  return {
    /** All of an instructor's slots: a few dozen at most, filtered by date in code. */
    async listForInstructor(instructorId: string) {
      return scan(instructorId);
    },
    /**
     * The same slots, reused from this instance while the instructor's version row (one read by _id)
     * is unchanged, so the scan is paid once per change, not per call (free times and checkouts).
     */
    async listForInstructorCached(instructorId: string) {
      const version = await versionOf(instructorId);
      const hit = cache.get(instructorId);
      if (hit && hit.version === version && Date.now() - hit.at <= CACHE_MAX_AGE_MS) return hit.slots;
      const slots = await scan(instructorId);
      if (cache.size > 1000) cache.clear();
      cache.set(instructorId, { version, at: Date.now(), slots });
      return slots;
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Availability.findById(id), toSlot);
    },
    async insert(record: AvailabilityRecord) {
      const doc = await Availability.create(record);
      await bump([record.instructorId]);
      return toSlot(doc.toObject());
    },
    async insertMany(records: AvailabilityRecord[]) {
      const docs = await Availability.insertMany(records);
      await bump(records.map((r) => r.instructorId));
      return docs.map((doc) => toSlot(doc.toObject()));
    },
    async replace(id: string, record: AvailabilityRecord) {
      const before = await this.findById(id);
      await Availability.updateOne({ _id: id }, { $set: record });
      await bump([record.instructorId, ...(before ? [before.instructorId] : [])]);
      return this.findById(id);
    },
    async delete(id: string) {
      const before = await this.findById(id);
      await Availability.deleteOne({ _id: id });
      if (before) await bump([before.instructorId]);
    },
    async countForInstructor(instructorId: string) {
      return Availability.countDocuments({ instructorId });
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
