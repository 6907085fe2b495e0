import type { Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import { bookingModel, type BookingRecord } from './booking-model';
import { trustedOperator, type Lean } from './mongo-helpers';

export type StoredBooking = Omit<BookingRecord, '_id'> & { id: string; createdAt: Date; updatedAt: Date };

export interface BookingFilter {
  clientEmail?: string;
  instructorEmail?: string;
  instructorId?: string;
  status?: BookingStatus;
}

const toStored = (doc: Lean): StoredBooking => {
  const { _id, __v: _v, ...rest } = doc;
  return { ...(rest as Omit<StoredBooking, 'id'>), id: String(_id) };
};

export function bookingRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async list(filter: BookingFilter) {
      const docs = await Booking.find(filter).sort({ date: -1, time: -1 }).lean();
      return docs.map((doc) => toStored(doc as unknown as Lean));
    },
    async findById(id: string) {
      const doc = await Booking.findById(id).lean();
      return doc ? toStored(doc as unknown as Lean) : null;
    },
    async insert(record: BookingRecord) {
      const doc = await Booking.create(record);
      return toStored(doc.toObject() as unknown as Lean);
    },
    /** Only the holder of a booking's decision writes its status, so this never races another outcome. */
    async update(id: string, patch: Partial<BookingRecord>, onlyIfStatus?: BookingStatus[]) {
      const filter = onlyIfStatus ? { _id: id, status: trustedOperator({ $in: onlyIfStatus }) } : { _id: id };
      await Booking.updateOne(filter, { $set: patch });
    },
    async existsFor(filter: BookingFilter) {
      return (await Booking.countDocuments(filter)) > 0;
    },
  };
}
export type BookingRepository = ReturnType<typeof bookingRepository>;
