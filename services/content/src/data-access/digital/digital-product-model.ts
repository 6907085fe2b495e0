import { Schema, type Connection } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

export interface DigitalProductRecord {
  title: string;
  description: string;
  type: 'workout_program' | 'video' | 'pdf';
  priceCents: number;
  storeProductId?: string;
  storeVariantId?: string;
  content: Record<string, unknown>;
  isActive: boolean;
}

const digitalProductSchema = new Schema<DigitalProductRecord & Timestamps>(
  {
    title: { type: String, required: true, maxlength: 255 },
    description: { type: String, default: '' },
    type: { type: String, required: true, enum: ['workout_program', 'video', 'pdf'] },
    priceCents: { type: Number, required: true, min: 0 },
    storeProductId: String,
    storeVariantId: String,
    content: { type: Schema.Types.Mixed, default: {} },
    isActive: { type: Boolean, default: true },
  },
  { collection: 'digital_products', timestamps: true, minimize: false },
);

export const digitalProductModel = (db: Connection) => db.model('DigitalProduct', digitalProductSchema);
