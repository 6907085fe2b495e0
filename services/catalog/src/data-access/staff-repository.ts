import type { Connection } from 'mongoose';
import type { StaffMember } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, toPlain, trustedOperator, type Lean, type Timestamps } from '@wsms/service-kit';
import { staffModel, type StaffRecord } from './staff-model';

const toStaffDto = (doc: Lean<StaffRecord & Timestamps>): StaffMember => toPlain(doc);

export type NewStaffMember = Partial<StaffRecord> & Pick<StaffRecord, 'name'>;

export function staffRepository(db: Connection) {
  const Staff = staffModel(db);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      return leanMany(Staff.find(includeInactive ? {} : { isActive: true }).sort({ createdAt: 1, _id: 1 }), toStaffDto);
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Staff.findById(id), toStaffDto);
    },
    async namesIn(names: string[]) {
      const docs = await Staff.find({ name: trustedOperator({ $in: names }) }, { name: 1 }).lean();
      return new Set(docs.map((doc) => doc.name));
    },
    async insert(record: NewStaffMember) {
      const doc = await Staff.create(record);
      return toStaffDto(doc.toObject());
    },
    async update(id: string, changes: Partial<StaffRecord>) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Staff.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }), toStaffDto);
    },
    async remove(id: string) {
      if (!isObjectIdString(id)) return false;
      return (await Staff.deleteOne({ _id: id })).deletedCount === 1;
    },
    count: () => Staff.countDocuments(),
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
