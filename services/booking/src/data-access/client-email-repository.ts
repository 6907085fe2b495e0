import type { Connection } from 'mongoose';
import { bookingModel } from './booking-model';

/** The distinct addresses that booked an instructor, confirmed bookings only (a lapsed hold is no booking). */
export function clientEmailRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async confirmedFor(instructorId: string): Promise<string[]> {
      const emails = (await Booking.distinct('clientEmail', { instructorId, status: 'confirmed' })) as string[];
      return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    },
  };
}
export type ClientEmailRepository = ReturnType<typeof clientEmailRepository>;
