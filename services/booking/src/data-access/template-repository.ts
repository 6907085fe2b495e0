import { isValidObjectId, type Connection } from 'mongoose';
import type { AvailabilityTemplate } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import type { Lean } from './mongo-helpers';
import { templateModel, type TemplateRecord } from './template-model';

const toTemplate = (doc: Lean) => toPlain<AvailabilityTemplate>(doc) as AvailabilityTemplate;

export function templateRepository(db: Connection) {
  const Template = templateModel(db);
  return {
    async listForInstructor(instructorId: string) {
      const docs = await Template.find({ instructorId }).sort({ createdAt: 1 }).lean();
      return docs.map((doc) => toTemplate(doc as unknown as Lean));
    },
    async findById(id: string) {
      if (!isValidObjectId(id)) return null;
      const doc = await Template.findById(id).lean();
      return doc ? toTemplate(doc as unknown as Lean) : null;
    },
    async insert(record: TemplateRecord) {
      const doc = await Template.create(record);
      return toTemplate(doc.toObject() as unknown as Lean);
    },
    async delete(id: string) {
      await Template.deleteOne({ _id: id });
    },
  };
}
export type TemplateRepository = ReturnType<typeof templateRepository>;
