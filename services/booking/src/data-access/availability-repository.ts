import { isValidObjectId, type Connection } from 'mongoose';
import type { AvailabilitySlot } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { availabilityModel, type AvailabilityRecord } from './availability-model';
import type { Lean } from './mongo-helpers';

const toSlot = (doc: Lean) => {
  const { templateId: _t, ...slot } = toPlain<AvailabilityRecord & { createdAt: string; updatedAt: string }>(doc);
  return slot as AvailabilitySlot;
};

export function availabilityRepository(db: Connection) {
  const Availability = availabilityModel(db);
  return {
    /** All of an instructor's slots: a few dozen at most, filtered by date in code. */
    async listForInstructor(instructorId: string) {
      const docs = await Availability.find({ instructorId }).sort({ dayOfWeek: 1, availableDate: 1, startTime: 1 }).lean();
      return docs.map((doc) => toSlot(doc as unknown as Lean));
    },
    async findById(id: string) {
      if (!isValidObjectId(id)) return null;
      const doc = await Availability.findById(id).lean();
      return doc ? toSlot(doc as unknown as Lean) : null;
    },
    async insert(record: AvailabilityRecord) {
      const doc = await Availability.create(record);
      return toSlot(doc.toObject() as unknown as Lean);
    },
    async insertMany(records: AvailabilityRecord[]) {
      const docs = await Availability.insertMany(records);
      return docs.map((doc) => toSlot(doc.toObject() as unknown as Lean));
    },
    async replace(id: string, record: AvailabilityRecord) {
      await Availability.updateOne({ _id: id }, { $set: record });
      return this.findById(id);
    },
    async delete(id: string) {
      await Availability.deleteOne({ _id: id });
    },
    async countForInstructor(instructorId: string) {
      return Availability.countDocuments({ instructorId });
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
