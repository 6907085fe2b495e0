import { Schema, type Connection } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

export interface InstructorRecord {
  name: string;
  email: string;
  title: string;
  bio: string;
  beltLevel: string;
  locations: string[];
  hourlyRateCents: number;
  image: string;
  specialties: string[];
  certifications: string[];
  availability: Record<string, unknown>;
  isActive: boolean;
}

const instructorSchema = new Schema<InstructorRecord & Timestamps>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true, lowercase: true },
    title: { type: String, default: '' },
    bio: { type: String, default: '' },
    beltLevel: { type: String, default: '' },
    locations: { type: [String], default: [] },
    hourlyRateCents: { type: Number, required: true, min: 0 },
    image: { type: String, default: '' },
    specialties: { type: [String], default: [] },
    certifications: { type: [String], default: [] },
    availability: { type: Schema.Types.Mixed, default: {} },
    isActive: { type: Boolean, default: true },
  },
  { collection: 'instructors', timestamps: true, minimize: false },
);

export const instructorModel = (db: Connection) => db.model('Instructor', instructorSchema);
