import type { Connection } from 'mongoose';
import { toPlain } from '@wsms/service-kit';
import { bookingModel, type BookingRecord } from './booking-model';

export function toBookingDto(doc: Record<string, unknown>) {
  const { totalAmountCents, ...rest } = toPlain<BookingRecord>(doc);
  return { ...rest, sessionDate: rest.date, totalAmount: (totalAmountCents / 100).toFixed(2) };
}

export interface BookingFilter {
  clientEmail?: string;
  instructorEmail?: string;
}

export function bookingRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async list(filter: BookingFilter) {
      const docs = await Booking.find(filter).sort({ date: -1, time: -1 }).lean();
      return docs.map((doc) => toBookingDto(doc as unknown as Record<string, unknown>));
    },
    async insert(record: BookingRecord) {
      const doc = await Booking.create(record);
      return toBookingDto(doc.toObject() as unknown as Record<string, unknown>);
    },
  };
}
