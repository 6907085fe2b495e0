import { Schema, type Connection } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

export interface DigitalPurchaseRecord {
  userId: string;
  digitalProductId: string;
  storeOrderId: string;
  /** The order line: one purchase per line, however often the store reports it. */
  storeLineId: string;
  purchaseDate: Date;
  accessGranted: boolean;
  watermarkData: { email: string; purchaseId: string };
}

const digitalPurchaseSchema = new Schema<DigitalPurchaseRecord & Timestamps>(
  {
    userId: { type: String, required: true },
    digitalProductId: { type: String, required: true },
    storeOrderId: { type: String, required: true },
    storeLineId: { type: String, required: true },
    purchaseDate: { type: Date, required: true },
    accessGranted: { type: Boolean, default: true },
    watermarkData: { email: String, purchaseId: String },
  },
  { collection: 'digital_purchases', timestamps: true },
);
// Settles duplicate reports (webhook retries, two instances) on the insert, which FerretDB reports as E11000.
digitalPurchaseSchema.index({ storeOrderId: 1, storeLineId: 1 }, { unique: true });
digitalPurchaseSchema.index({ userId: 1, digitalProductId: 1 });

export const digitalPurchaseModel = (db: Connection) => db.model('DigitalPurchase', digitalPurchaseSchema);
