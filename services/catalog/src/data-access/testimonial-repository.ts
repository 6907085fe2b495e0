import type { Connection } from 'mongoose';
import type { Testimonial } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, toPlain, type CreatedAt, type Lean } from '@wsms/service-kit';
import { testimonialModel, type TestimonialRecord } from './testimonial-model';

function toTestimonialDto(doc: Lean<TestimonialRecord & CreatedAt>): Testimonial {
  const { service, ...rest } = toPlain(doc);
  return { ...rest, service: service || null };
}

export type NewTestimonial = Pick<TestimonialRecord, 'clientName' | 'content'> & Partial<TestimonialRecord> & { createdAt?: Date };

export function testimonialRepository(db: Connection) {
  const Testimonials = testimonialModel(db);
  return {
    async list({ includeUnapproved }: { includeUnapproved: boolean }) {
      const filter = includeUnapproved ? {} : { isApproved: true };
      return leanMany(Testimonials.find(filter).sort({ createdAt: -1, _id: -1 }), toTestimonialDto);
    },
    async existingKeys() {
      const docs = await Testimonials.find({}, { clientName: 1, content: 1 }).lean();
      return new Set(docs.map((doc) => `${doc.clientName}\n${doc.content}`));
    },
    async insert(record: NewTestimonial) {
      const doc = await Testimonials.create({ ...record, service: record.service || undefined });
      return toTestimonialDto(doc.toObject());
    },
    async setApproved(id: string, isApproved: boolean) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Testimonials.findByIdAndUpdate(id, { $set: { isApproved } }, { returnDocument: 'after' }), toTestimonialDto);
    },
    count: () => Testimonials.countDocuments(),
  };
}
export type TestimonialRepository = ReturnType<typeof testimonialRepository>;
