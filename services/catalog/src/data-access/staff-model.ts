import { Schema, type Connection } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

export interface StaffRecord {
  name: string;
  title: string;
  bio: string;
  department: string;
  image: string;
  email: string;
  phone: string;
  specialties: string[];
  certifications: string[];
  isActive: boolean;
}

const staffSchema = new Schema<StaffRecord & Timestamps>(
  {
    name: { type: String, required: true, index: true },
    title: { type: String, default: '' },
    bio: { type: String, default: '' },
    department: { type: String, default: '' },
    image: { type: String, default: '' },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
    specialties: { type: [String], default: [] },
    certifications: { type: [String], default: [] },
    isActive: { type: Boolean, default: true },
  },
  { collection: 'staff', timestamps: true, minimize: false },
);

export const staffModel = (db: Connection) => db.model('Staff', staffSchema);
