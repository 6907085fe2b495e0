import { Schema, type Connection } from 'mongoose';

export interface BookingRecord {
  instructorId: string;
  instructorName: string;
  instructorEmail: string;
  clientName: string;
  clientEmail: string;
  clientPhone?: string;
  date: string;
  time: string;
  sessionType: string;
  location: string;
  notes?: string;
  totalAmountCents: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
}

const bookingSchema = new Schema<BookingRecord>(
  {
    instructorId: { type: String, required: true, index: true },
    instructorName: { type: String, required: true },
    instructorEmail: { type: String, required: true, lowercase: true, index: true },
    clientName: { type: String, required: true },
    clientEmail: { type: String, required: true, lowercase: true, index: true },
    clientPhone: String,
    date: { type: String, required: true },
    time: { type: String, required: true },
    sessionType: { type: String, required: true },
    location: { type: String, required: true },
    notes: String,
    totalAmountCents: { type: Number, required: true, min: 0 },
    status: { type: String, default: 'pending' },
  },
  { collection: 'bookings', timestamps: true },
);

export const bookingModel = (db: Connection) => db.model('Booking', bookingSchema);
