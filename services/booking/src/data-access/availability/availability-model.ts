import { Schema, type Connection } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

export interface AvailabilityRecord {
  instructorId: string;
  dayOfWeek: number;
  availableDate: string | null;
  startTime: string;
  endTime: string;
  location: string;
  isRecurring: boolean;
  recurringPattern: 'weekly' | null;
  isAvailable: boolean;
  maxBookings: number;
  notes: string;
  templateId?: string | null;
}

const availabilitySchema = new Schema<AvailabilityRecord & Timestamps>(
  {
    instructorId: { type: String, required: true, index: true },
    dayOfWeek: { type: Number, required: true, min: 0, max: 6 },
    availableDate: { type: String, default: null },
    startTime: { type: String, required: true },
    endTime: { type: String, required: true },
    location: { type: String, required: true },
    isRecurring: { type: Boolean, default: false },
    recurringPattern: { type: String, default: null },
    isAvailable: { type: Boolean, default: true },
    maxBookings: { type: Number, default: 1, min: 1, max: 10 },
    notes: { type: String, default: '' },
    templateId: { type: String, default: null },
  },
  { collection: 'instructor_availability', timestamps: true },
);

export const availabilityModel = (db: Connection) => db.model('InstructorAvailability', availabilitySchema);
