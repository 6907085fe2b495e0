import type { Connection } from 'mongoose';
import { formatCents, type Instructor } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, toPlain, trustedOperator, type Lean, type Timestamps } from '@wsms/service-kit';
import { instructorModel, type InstructorRecord } from './instructor-model';

/** Money is integer cents inside; the wire shape keeps the spec's decimal string `hourlyRate`. */
export function toInstructorDto(doc: Lean<InstructorRecord & Timestamps>): Instructor {
  const { hourlyRateCents, ...rest } = toPlain(doc);
  return { ...rest, hourlyRate: formatCents(hourlyRateCents) };
}

export type NewInstructor = Partial<InstructorRecord> & Pick<InstructorRecord, 'name' | 'email' | 'hourlyRateCents'>;

export function instructorRepository(db: Connection) {
  const Instructor = instructorModel(db);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      return leanMany(Instructor.find(includeInactive ? {} : { isActive: true }).sort({ name: 1, _id: 1 }), toInstructorDto);
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Instructor.findById(id), toInstructorDto);
    },
    async findByEmail(email: string) {
      return leanOne(Instructor.findOne({ email: email.toLowerCase() }), toInstructorDto);
    },
    async emailsIn(emails: string[]) {
      const docs = await Instructor.find({ email: trustedOperator({ $in: emails.map((e) => e.toLowerCase()) }) }, { email: 1 }).lean();
      return new Set(docs.map((doc) => doc.email));
    },
    async insert(record: NewInstructor) {
      const doc = await Instructor.create(record);
      return toInstructorDto(doc.toObject());
    },
    async update(id: string, changes: Partial<InstructorRecord>) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Instructor.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }), toInstructorDto);
    },
    async remove(id: string) {
      if (!isObjectIdString(id)) return false;
      return (await Instructor.deleteOne({ _id: id })).deletedCount === 1;
    },
    count: () => Instructor.countDocuments(),
  };
}
export type InstructorRepository = ReturnType<typeof instructorRepository>;
