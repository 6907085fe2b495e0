import { Schema, type Connection } from 'mongoose';
import type { SchedulePatternItem } from '@wsms/contracts';
import type { Timestamps } from '@wsms/service-kit';

export interface TemplateRecord {
  instructorId: string;
  name: string;
  description: string;
  schedulePattern: SchedulePatternItem[];
  isActive: boolean;
}

const templateSchema = new Schema<TemplateRecord & Timestamps>(
  {
    instructorId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    schedulePattern: { type: Schema.Types.Mixed, required: true },
    isActive: { type: Boolean, default: true },
  },
  { collection: 'availability_templates', timestamps: true },
);

export const templateModel = (db: Connection) => db.model('AvailabilityTemplate', templateSchema);
