import type { Connection } from 'mongoose';
import { formatCents, type Instructor } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { instructorModel, type InstructorRecord } from './instructor-model';
import { isObjectIdString, trustedOperator, type Lean } from './mongo-helpers';

/** Money is integer cents inside; the wire shape keeps the spec's decimal string `hourlyRate`. */
export function toInstructorDto(doc: Lean): Instructor {
  const { hourlyRateCents, ...rest } = toPlain<InstructorRecord & { createdAt: string; updatedAt: string }>(doc);
  return { ...rest, hourlyRate: formatCents(hourlyRateCents) };
}

export type NewInstructor = Partial<InstructorRecord> & Pick<InstructorRecord, 'name' | 'email' | 'hourlyRateCents'>;

export function instructorRepository(db: Connection) {
  const Instructor = instructorModel(db);
  const one = (doc: unknown) => (doc ? toInstructorDto(doc as Lean) : null);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      const docs = await Instructor.find(includeInactive ? {} : { isActive: true }).sort({ name: 1, _id: 1 }).lean();
      return docs.map((doc) => toInstructorDto(doc as unknown as Lean));
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return one(await Instructor.findById(id).lean());
    },
    async findByEmail(email: string) {
      return one(await Instructor.findOne({ email: email.toLowerCase() }).lean());
    },
    async emailsIn(emails: string[]) {
      const docs = await Instructor.find({ email: trustedOperator({ $in: emails.map((e) => e.toLowerCase()) }) }, { email: 1 }).lean();
      return new Set(docs.map((doc) => doc.email));
    },
    async insert(record: NewInstructor) {
      const doc = await Instructor.create(record);
      return toInstructorDto(doc.toObject() as unknown as Lean);
    },
    async update(id: string, changes: Partial<InstructorRecord>) {
      if (!isObjectIdString(id)) return null;
      return one(await Instructor.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).lean());
    },
    async remove(id: string) {
      if (!isObjectIdString(id)) return false;
      return (await Instructor.deleteOne({ _id: id })).deletedCount === 1;
    },
    count: () => Instructor.countDocuments(),
  };
}
export type InstructorRepository = ReturnType<typeof instructorRepository>;
