import { Schema, type Connection } from 'mongoose';
import type { CreatedAt } from '@wsms/service-kit';

export interface TestimonialRecord {
  clientName: string;
  content: string;
  rating: number;
  service?: string;
  isApproved: boolean;
}

const testimonialSchema = new Schema<TestimonialRecord & CreatedAt>(
  {
    clientName: { type: String, required: true },
    content: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5, default: 5 },
    service: { type: String },
    isApproved: { type: Boolean, default: false },
  },
  { collection: 'testimonials', timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);
testimonialSchema.index({ isApproved: 1, createdAt: -1 });

export const testimonialModel = (db: Connection) => db.model('Testimonial', testimonialSchema);
