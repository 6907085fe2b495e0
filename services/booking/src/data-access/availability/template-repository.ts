import type { Connection } from 'mongoose';
import type { AvailabilityTemplate } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, toPlain, type Lean, type Timestamps } from '@wsms/service-kit';
import { templateModel, type TemplateRecord } from './template-model';

const toTemplate = (doc: Lean<TemplateRecord & Timestamps>): AvailabilityTemplate => toPlain(doc);

export function templateRepository(db: Connection) {
  const Template = templateModel(db);
  return {
    async listForInstructor(instructorId: string) {
      return leanMany(Template.find({ instructorId }).sort({ createdAt: 1 }), toTemplate);
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Template.findById(id), toTemplate);
    },
    async insert(record: TemplateRecord) {
      const doc = await Template.create(record);
      return toTemplate(doc.toObject());
    },
    async delete(id: string) {
      await Template.deleteOne({ _id: id });
    },
  };
}
export type TemplateRepository = ReturnType<typeof templateRepository>;
