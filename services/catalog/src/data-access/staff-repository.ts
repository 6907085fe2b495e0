import type { Connection } from 'mongoose';
import type { StaffMember } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { staffModel, type StaffRecord } from './staff-model';
import { isObjectIdString, trustedOperator, type Lean } from './mongo-helpers';

const toStaffDto = (doc: Lean): StaffMember => toPlain<StaffRecord & { createdAt: string; updatedAt: string }>(doc);

export type NewStaffMember = Partial<StaffRecord> & Pick<StaffRecord, 'name'>;

export function staffRepository(db: Connection) {
  const Staff = staffModel(db);
  const one = (doc: unknown) => (doc ? toStaffDto(doc as Lean) : null);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      const docs = await Staff.find(includeInactive ? {} : { isActive: true }).sort({ createdAt: 1, _id: 1 }).lean();
      return docs.map((doc) => toStaffDto(doc as unknown as Lean));
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return one(await Staff.findById(id).lean());
    },
    async namesIn(names: string[]) {
      const docs = await Staff.find({ name: trustedOperator({ $in: names }) }, { name: 1 }).lean();
      return new Set(docs.map((doc) => doc.name));
    },
    async insert(record: NewStaffMember) {
      const doc = await Staff.create(record);
      return toStaffDto(doc.toObject() as unknown as Lean);
    },
    async update(id: string, changes: Partial<StaffRecord>) {
      if (!isObjectIdString(id)) return null;
      return one(await Staff.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).lean());
    },
    async remove(id: string) {
      if (!isObjectIdString(id)) return false;
      return (await Staff.deleteOne({ _id: id })).deletedCount === 1;
    },
    count: () => Staff.countDocuments(),
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
