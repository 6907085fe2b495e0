import type { Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import { leanMany, leanOne, trustedOperator, type Lean, type Timestamps } from '@wsms/service-kit';
import { bookingModel, type BookingRecord } from './booking-model';

export type StoredBooking = Omit<BookingRecord, '_id'> & { id: string; createdAt: Date; updatedAt: Date };

export type ExportedBooking = Pick<StoredBooking, 'id' | 'instructorId' | 'instructorName' | 'clientEmail' | 'date' | 'time' | 'sessionType' | 'location' | 'totalAmountCents' | 'status' | 'paymentStatus' | 'paidAt' | 'refundStatus' | 'cancelledBy'>;

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

const toStored = (doc: Lean<BookingRecord & Timestamps>): StoredBooking => {
  const { _id, __v: _v, ...rest } = doc;
  return { ...rest, id: String(_id) };
};

export function bookingRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async list(filter: BookingFilter) {
      return leanMany(Booking.find(toQuery(filter)).sort({ date: -1, time: -1 }), toStored);
    },
    async findById(id: string) {
      return leanOne(Booking.findById(id), toStored);
    },
    async insert(record: BookingRecord) {
      const doc = await Booking.create(record);
      return toStored(doc.toObject());
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
    /** Bookings one at a time (a report's export never holds them all), in no particular order. */
    async *stream(filter: BookingFilter): AsyncGenerator<StoredBooking> {
      for await (const doc of Booking.find(toQuery(filter)).lean().cursor({ batchSize: 2000 })) yield toStored(doc);
    },
    /** The fields a sessions export writes, one booking at a time (five years stream in one pass, a thousand rows in memory). */
    async *streamForExport(filter: BookingFilter): AsyncGenerator<ExportedBooking> {
      const fields = { instructorId: 1, instructorName: 1, clientEmail: 1, date: 1, time: 1, sessionType: 1, location: 1, totalAmountCents: 1, status: 1, paymentStatus: 1, paidAt: 1, refundStatus: 1, cancelledBy: 1 } as const;
      for await (const doc of Booking.find(toQuery(filter), fields).lean().cursor({ batchSize: 1000 })) yield { ...doc, id: String(doc._id) };
    },
    /** Confirmed sessions starting in [from, until): the reminder job's candidates. */
    async listConfirmedStarting(from: Date, until: Date) {
      return leanMany(Booking.find({ status: 'confirmed', startsAt: trustedOperator({ $gte: from, $lt: until }) }), toStored);
    },
  };
}
export type BookingRepository = ReturnType<typeof bookingRepository>;
