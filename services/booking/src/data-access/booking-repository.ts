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
  /** Session dates on or after / on or before (yyyy-MM-dd). */
  from?: string;
  to?: string;
}

const toQuery = ({ from, to, ...rest }: BookingFilter) => ({
  ...rest,
  ...(from || to ? { date: trustedOperator({ ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) }) } : {}),
});

const toStored = (doc: Lean): StoredBooking => {
  const { _id, __v: _v, ...rest } = doc;
  return { ...(rest as Omit<StoredBooking, 'id'>), id: String(_id) };
};

export function bookingRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async list(filter: BookingFilter) {
      const docs = await Booking.find(toQuery(filter)).sort({ date: -1, time: -1 }).lean();
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
    /**
     * Only the holder of a booking's decision writes its status, so the status guard is a safety
     * net, checked by reading the status first.
     */
    async update(id: string, patch: Partial<BookingRecord>, onlyIfStatus?: BookingStatus[]) {
      if (onlyIfStatus) {
        const current = await Booking.findById(id, { status: 1 }).lean();
        if (!current || !onlyIfStatus.includes(current.status)) return;
      }
      await Booking.updateOne({ _id: id }, { $set: patch });
    },
    async existsFor(filter: BookingFilter) {
      return (await Booking.countDocuments(toQuery(filter))) > 0;
    },
    /** Confirmed sessions starting in [from, until): the reminder job's candidates. */
    async listConfirmedStarting(from: Date, until: Date) {
      const docs = await Booking.find({ status: 'confirmed', startsAt: trustedOperator({ $gte: from, $lt: until }) }).lean();
      return docs.map((doc) => toStored(doc as unknown as Lean));
    },
  };
}
export type BookingRepository = ReturnType<typeof bookingRepository>;
