import { Schema, type Connection } from 'mongoose';
import type { Timestamps } from '@wsms/service-kit';

/** Spec section 3: session_notes, one per booking (its _id is the booking id). */
export interface NoteRecord {
  _id: string;
  instructorId: string;
  notes: string;
  sessionRating: number | null;
  clientProgress: string;
  nextSteps: string;
}

const noteSchema = new Schema<NoteRecord & Timestamps>(
  {
    _id: { type: String, required: true },
    instructorId: { type: String, required: true },
    notes: { type: String, default: '' },
    sessionRating: { type: Number, default: null, min: 1, max: 5 },
    clientProgress: { type: String, default: '' },
    nextSteps: { type: String, default: '' },
  },
  { collection: 'session_notes', timestamps: true, versionKey: false },
);

export const noteModel = (db: Connection) => db.model('SessionNote', noteSchema);
