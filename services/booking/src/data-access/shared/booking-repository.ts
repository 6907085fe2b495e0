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
  searchIndex,
  trustedOperator,
  type Lean,
  type Page,
  type PageOrder,
  type PageRequestOf,
  type SearchItem,
  type Timestamps,
} from '@wsms/service-kit';
import { bookingModel, newBookingId, type BookingRecord } from './booking-model';
import { instructorClientRepository, makesClient } from '../listing/instructor-client-repository';

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

/** A booking is found by its client's name and e-mail; its rows carry the instructor (the staff member's scope) and the session's place. */
const searchItemOf = (b: Pick<BookingRecord, 'clientName' | 'clientEmail' | 'instructorId' | 'date' | 'time'>, id: string): SearchItem => ({
  itemId: id,
  listKey: bookingListKey(b.date, b.time, id),
  texts: [b.clientName, b.clientEmail],
  scope: b.instructorId,
});
/** What moves a booking's search rows: its session (the list key), its client, its instructor. */
const SEARCHED_FIELDS = ['date', 'time', 'clientName', 'clientEmail', 'instructorId'] as const;
/** Token rows a search request reads at most (a page's worth at a time) looking for bookings of the other filters. */
const SEARCH_BATCHES = 4;

export function bookingRepository(db: Connection) {
  const Booking = bookingModel(db);
  const search = searchIndex(db, 'booking_search');
  /** The coach's client list (`instructor_clients`) follows every booking written here. */
  const clients = instructorClientRepository(db);
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
    /** One page of a bookings list, newest session first (`listKey` < the cursor), or soonest first when `order` says so. */
    async listPage({ from, to, ...equal }: BookingPageFilter, page: PageRequestOf, order: PageOrder = 'newest-first') {
      const bounds = { from, until: to ? `${to}T~` : undefined };
      return leanPage(
        Booking.find({ ...equal, ...keysetFilter(page, order, bounds) }).sort(keysetSort(order)),
        page,
        toStored,
        (doc) => doc.listKey ?? bookingListKey(doc.date, doc.time, String(doc._id)),
      );
    },
    async count(filter: BookingPageFilter) {
      const { from, to, ...equal } = filter;
      return Booking.countDocuments({ ...equal, ...keysetFilter({ limit: 0 }, 'newest-first', { from, until: to ? `${to}T~` : undefined }) });
    },
    /**
     * One page of the bookings whose client's name or e-mail is `q`, newest session first. The token
     * rows serve the instructor (their scope) and the dates (bounds on their list key) in one index
     * walk; the other equalities (status, location, an instructor's or a client's e-mail) are checked
     * on the bookings read, walking on until the page is full or SEARCH_BATCHES pages of rows were
     * read. Then the page may be short, and its cursor is the last row read, so the next page goes
     * on from there: nothing is repeated or skipped.
     */
    async searchPage(q: string, { from, to, instructorId, ...equal }: BookingPageFilter, page: PageRequestOf, order: PageOrder = 'newest-first'): Promise<Page<StoredBooking>> {
      const bounds = { from, until: to ? `${to}T~` : undefined };
      const wanted = (b: StoredBooking) => Object.entries(equal).every(([field, value]) => value === undefined || b[field as keyof typeof equal] === value);
      const items: StoredBooking[] = [];
      let after = page.after;
      for (let batch = 0; batch < SEARCH_BATCHES; batch += 1) {
        const rows = await search.rows(q, instructorId, { limit: page.limit + 1, after }, bounds, order);
        const found = await Promise.all(rows.map((row) => leanOne(Booking.findById(row.itemId), toStored)));
        for (const [i, row] of rows.entries()) {
          const b = found[i];
          if (b && wanted(b)) {
            if (items.length === page.limit) return { items, next: after };
            items.push(b);
          }
          after = row.listKey;
        }
        if (rows.length <= page.limit) return { items };
      }
      return { items, next: after };
    },
    /** Bookings stored before the lists were paged get their list key, and before search their search rows (once each). */
    async backfillListKeys() {
      await backfillListKeys(db, Booking, (doc) => bookingListKey(String(doc.date), String(doc.time), String(doc._id)));
      await search.backfill(
        () => Booking.find({}, { clientName: 1, clientEmail: 1, instructorId: 1, date: 1, time: 1 }).lean().cursor(),
        (doc) => searchItemOf(doc, String(doc._id)),
      );
    },
    async findById(id: string) {
      return leanOne(Booking.findById(id), toStored);
    },
    async insert(record: BookingRecord) {
      const _id = record._id ?? newBookingId();
      const doc = await Booking.create({ ...record, _id, listKey: bookingListKey(record.date, record.time, _id) });
      const stored = toStored(doc.toObject());
      await search.add(searchItemOf(stored, _id));
      if (makesClient(stored.status)) await clients.add(stored.instructorId, stored.clientEmail);
      return stored;
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
      if (SEARCHED_FIELDS.some((field) => patch[field] !== undefined)) {
        const moved = await Booking.findById(id, { clientName: 1, clientEmail: 1, instructorId: 1, date: 1, time: 1 }).lean();
        if (moved) await search.replace(searchItemOf(moved, id));
      }
      if (patch.status !== undefined || patch.instructorId !== undefined || patch.clientEmail !== undefined) {
        const now = await Booking.findById(id, { instructorId: 1, clientEmail: 1, status: 1 }).lean();
        if (now && makesClient(now.status)) await clients.add(now.instructorId, now.clientEmail);
        else if (now) await clients.recheck(now.instructorId, now.clientEmail);
      }
    },
    /** Every booking whose session is on `day`, by the list key's index (the report reconcile's records of a day). */
    async onDay(day: string) {
      return leanMany(Booking.find({ listKey: trustedOperator({ $gte: `${day}T`, $lt: `${day}T~` }) }), toStored);
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
