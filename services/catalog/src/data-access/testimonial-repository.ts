import type { Connection } from 'mongoose';
import type { Testimonial } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { testimonialModel, type TestimonialRecord } from './testimonial-model';
import { isObjectIdString, type Lean } from './mongo-helpers';

function toTestimonialDto(doc: Lean): Testimonial {
  const { service, ...rest } = toPlain<TestimonialRecord & { createdAt: string }>(doc);
  return { ...rest, service: service || null };
}

export type NewTestimonial = Pick<TestimonialRecord, 'clientName' | 'content'> & Partial<TestimonialRecord> & { createdAt?: Date };

export function testimonialRepository(db: Connection) {
  const Testimonials = testimonialModel(db);
  return {
    async list({ includeUnapproved }: { includeUnapproved: boolean }) {
      const filter = includeUnapproved ? {} : { isApproved: true };
      const docs = await Testimonials.find(filter).sort({ createdAt: -1, _id: -1 }).lean();
      return docs.map((doc) => toTestimonialDto(doc as unknown as Lean));
    },
    async existingKeys() {
      const docs = await Testimonials.find({}, { clientName: 1, content: 1 }).lean();
      return new Set(docs.map((doc) => `${doc.clientName}\n${doc.content}`));
    },
    async insert(record: NewTestimonial) {
      const doc = await Testimonials.create({ ...record, service: record.service || undefined });
      return toTestimonialDto(doc.toObject() as unknown as Lean);
    },
    async setApproved(id: string, isApproved: boolean) {
      if (!isObjectIdString(id)) return null;
      const doc = await Testimonials.findByIdAndUpdate(id, { $set: { isApproved } }, { returnDocument: 'after' }).lean();
      return doc ? toTestimonialDto(doc as unknown as Lean) : null;
    },
    count: () => Testimonials.countDocuments(),
  };
}
export type TestimonialRepository = ReturnType<typeof testimonialRepository>;
