import { isValidObjectId, type Connection } from 'mongoose';
import { toPlain } from '@wsms/service-kit';
import { instructorModel, type InstructorRecord } from './instructor-model';

/** Money is integer cents inside; the wire shape keeps the spec's decimal string `hourlyRate`. */
export function toInstructorDto(doc: Record<string, unknown>) {
  const { hourlyRateCents, ...rest } = toPlain<InstructorRecord>(doc);
  return { ...rest, hourlyRate: (hourlyRateCents / 100).toFixed(2) };
}

export function instructorRepository(db: Connection) {
  const Instructor = instructorModel(db);
  return {
    async listActive() {
      const docs = await Instructor.find({ isActive: true }).sort({ name: 1 }).lean();
      return docs.map((doc) => toInstructorDto(doc as unknown as Record<string, unknown>));
    },
    async findById(id: string) {
      if (!isValidObjectId(id)) return null;
      const doc = await Instructor.findById(id).lean();
      return doc ? toInstructorDto(doc as unknown as Record<string, unknown>) : null;
    },
    async findByEmail(email: string) {
      const doc = await Instructor.findOne({ email: email.toLowerCase() }).lean();
      return doc ? toInstructorDto(doc as unknown as Record<string, unknown>) : null;
    },
    async insert(record: Partial<InstructorRecord> & Pick<InstructorRecord, 'name' | 'email' | 'hourlyRateCents'>) {
      const doc = await Instructor.create(record);
      return toInstructorDto(doc.toObject() as unknown as Record<string, unknown>);
    },
  };
}
