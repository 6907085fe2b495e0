import { Schema, type Connection } from 'mongoose';
import { newId, type Timestamps } from '@wsms/service-kit';

/** A package of sessions on sale (or taken off sale: its credits stay usable). */
export interface PackageRecord {
  _id: string;
  name: string;
  description: string;
  sessions: number;
  priceCents: number;
  validDays: number;
  sessionTypes: string[];
  isActive: boolean;
}

const packageSchema = new Schema<PackageRecord & Timestamps>(
  {
    _id: { type: String, default: newId },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    sessions: { type: Number, required: true },
    priceCents: { type: Number, required: true },
    validDays: { type: Number, required: true },
    sessionTypes: { type: [String], required: true },
    isActive: { type: Boolean, default: true },
  },
  { collection: 'packages', timestamps: true, versionKey: false },
);

export const packageModel = (db: Connection) => db.model('SessionPackage', packageSchema);
