import { Schema, type Connection, type Types } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

export interface ProductVariantRecord {
  id: string;
  title: string;
  priceCents: number;
  available: boolean;
}

export interface ProductRecord {
  _id?: Types.ObjectId;
  name: string;
  description: string;
  priceCents: number;
  image: string;
  images: string[];
  category: string;
  storeId: string;
  handle: string;
  /** `collection` on the wire; renamed here because mongoose reserves `collection` on documents. */
  storeCollection: string;
  tags: string[];
  variants: ProductVariantRecord[];
  inStock: boolean;
  rating: number | null;
  reviewCount: number | null;
  /** The product's own picture, answered by GET /api/products/:id/image; never part of the DTO. */
  imageSvg?: string;
}

const variantSchema = new Schema<ProductVariantRecord>(
  {
    id: { type: String, required: true },
    title: { type: String, required: true },
    priceCents: { type: Number, required: true, min: 0 },
    available: { type: Boolean, default: true },
  },
  { _id: false, id: false },
);

const productSchema = new Schema<ProductRecord & Timestamps>(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    priceCents: { type: Number, required: true, min: 0 },
    image: { type: String, default: '' },
    images: { type: [String], default: [] },
    category: { type: String, default: '' },
    storeId: { type: String, default: '' },
    handle: { type: String, required: true, unique: true },
    storeCollection: { type: String, default: '' },
    tags: { type: [String], default: [] },
    variants: { type: [variantSchema], default: [] },
    inStock: { type: Boolean, default: true },
    rating: { type: Number, min: 0, max: 5, default: null },
    reviewCount: { type: Number, min: 0, default: null },
    imageSvg: { type: String },
  },
  { collection: 'products', timestamps: true, minimize: false },
);
productSchema.index({ 'variants.id': 1 });

export const productModel = (db: Connection) => db.model('Product', productSchema);
