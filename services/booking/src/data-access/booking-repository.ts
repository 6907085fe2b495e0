import type { Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import {
  backfillListKeys,
  keysetFilter,
  keysetSort,
  leanMany,
  leanOne,
  leanPage,
  listKey,
  trustedOperator,
  type Lean,
  type PageRequestOf,
  type Timestamps,
} from '@wsms/service-kit';
import { bookingModel, newBookingId, type BookingRecord } from './booking-model';

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

/** What a bookings list may be narrowed by: equalities served by the model's `…, listKey` indexes. */
export interface BookingPageFilter {
  clientEmail?: string;
  instructorEmail?: string;
  instructorId?: string;
  status?: BookingStatus;
  location?: string;
  /** Session dates on or after / on or before (yyyy-MM-dd): bounds on the list key. */
  from?: string;
  to?: string;
}

/** Newest session first; two sessions at one time are told apart by id. */
export const bookingListKey = (date: string, time: string, id: string) => listKey(`${date}T${time}`, id);

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
  /** A patch that moves the session moves its place in the lists too. */
  async function withListKey(id: string, patch: Partial<BookingRecord>) {
    if (patch.date === undefined && patch.time === undefined) return patch;
    const current = patch.date !== undefined && patch.time !== undefined ? null : await Booking.findById(id, { date: 1, time: 1 }).lean();
    return { ...patch, listKey: bookingListKey(patch.date ?? current?.date ?? '', patch.time ?? current?.time ?? '', id) };
  }
  return {
    async list(filter: BookingFilter) {
      return leanMany(Booking.find(toQuery(filter)).sort({ date: -1, time: -1 }), toStored);
    },
    /** One page of a bookings list, newest session first (`listKey` < the cursor). */
    async listPage({ from, to, ...equal }: BookingPageFilter, page: PageRequestOf) {
      const bounds = { from, until: to ? `${to}T~` : undefined };
      return leanPage(
        Booking.find({ ...equal, ...keysetFilter(page, 'newest-first', bounds) }).sort(keysetSort('newest-first')),
        page,
        toStored,
        (doc) => doc.listKey ?? bookingListKey(doc.date, doc.time, String(doc._id)),
      );
    },
    async count(filter: BookingPageFilter) {
      const { from, to, ...equal } = filter;
      return Booking.countDocuments({ ...equal, ...keysetFilter({ limit: 0 }, 'newest-first', { from, until: to ? `${to}T~` : undefined }) });
    },
    /** Bookings stored before the lists were paged get their list key (once). */
    backfillListKeys: () => backfillListKeys(db, Booking, (doc) => bookingListKey(String(doc.date), String(doc.time), String(doc._id))),
    async findById(id: string) {
      return leanOne(Booking.findById(id), toStored);
    },
    async insert(record: BookingRecord) {
      const _id = record._id ?? newBookingId();
      const doc = await Booking.create({ ...record, _id, listKey: bookingListKey(record.date, record.time, _id) });
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
      await Booking.updateOne({ _id: id }, { $set: await withListKey(id, patch) });
    },
    async existsFor(filter: BookingFilter) {
      return (await Booking.countDocuments(toQuery(filter))) > 0;
    },
    /** Bookings one at a time (a report's export never holds them all), in no particular order. */
    async *stream(filter: BookingFilter): AsyncGenerator<StoredBooking> {
      for await (const doc of Booking.find(toQuery(filter)).lean().cursor({ batchSize: 2000 })) yield toStored(doc);
    },
    /** Confirmed sessions starting in [from, until): the reminder job's candidates. */
    async listConfirmedStarting(from: Date, until: Date) {
      return leanMany(Booking.find({ status: 'confirmed', startsAt: trustedOperator({ $gte: from, $lt: until }) }), toStored);
    },
  };
}
export type BookingRepository = ReturnType<typeof bookingRepository>;
