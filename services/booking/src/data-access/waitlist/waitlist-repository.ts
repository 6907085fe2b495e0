import type { Connection } from 'mongoose';
import {
  backfillListKeys,
  createdListKey,
  insertOnce,
  keysetFilter,
  keysetSort,
  leanMany,
  leanOne,
  leanPage,
  type CreatedAt,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
import {
  waitlistEntryModel,
  waitlistEventModel,
  waitlistKeyModel,
  waitlistOfferModel,
  type WaitlistEntryRecord,
  type WaitlistEventRecord,
  type WaitlistOfferRecord,
} from './waitlist-model';

export type WaitlistEntryRow = WaitlistEntryRecord;
export type WaitlistOfferRow = WaitlistOfferRecord;

const toEntry = (doc: Lean<WaitlistEntryRecord>): WaitlistEntryRecord => ({
  _id: doc._id,
  userId: doc.userId,
  clientName: doc.clientName,
  clientEmail: doc.clientEmail,
  instructorId: doc.instructorId,
  instructorName: doc.instructorName,
  date: doc.date,
  times: [...doc.times],
  sessionType: doc.sessionType,
  location: doc.location,
  joinedAt: doc.joinedAt,
  status: doc.status,
});
const toOffer = (doc: Lean<WaitlistOfferRecord>): WaitlistOfferRecord => ({
  _id: doc._id,
  bookingId: doc.bookingId,
  userId: doc.userId,
  instructorId: doc.instructorId,
  date: doc.date,
  time: doc.time,
  location: doc.location,
  madeAt: doc.madeAt,
  expiresAt: doc.expiresAt,
  state: doc.state,
});

export const waitlistKeyId = (userId: string, instructorId: string, date: string, time: string) => `${userId}|${instructorId}|${date}|${time}`;

// Reads go by _id or equality on top-level strings (indexed on the embedded FerretDB).
export function waitlistRepository(db: Connection) {
  const Entry = waitlistEntryModel(db);
  const Key = waitlistKeyModel(db);
  const Offer = waitlistOfferModel(db);
  const Event = waitlistEventModel(db);
  const keyIds = (e: Pick<WaitlistEntryRecord, 'userId' | 'instructorId' | 'date' | 'times'>) =>
    e.times.map((time) => waitlistKeyId(e.userId, e.instructorId, e.date, time));
  return {
    /** Offers made and not yet claimed, declined or expired (indexed on state). */
    countOpenOffers: () => Offer.countDocuments({ state: 'open' }),
    /**
     * Claims every hour of the entry by inserting its key, all or none, then stores the entry:
     * false (nothing kept) when the account already waits for one of those hours.
     */
    async insertEntry(entry: WaitlistEntryRecord) {
      const taken: string[] = [];
      for (const _id of keyIds(entry)) {
        if (!(await insertOnce(() => Key.create({ _id, entryId: entry._id })))) {
          await Promise.all(taken.map((id) => Key.deleteOne({ _id: id, entryId: entry._id })));
          return false;
        }
        taken.push(_id);
      }
      await Entry.create({ ...entry, listKey: createdListKey(entry.joinedAt, entry._id) });
      return true;
    },
    /** The entry's hours may be waited for again (by a new entry). */
    async releaseKeys(entry: WaitlistEntryRecord) {
      await Promise.all(keyIds(entry).map((_id) => Key.deleteOne({ _id, entryId: entry._id })));
    },
    findEntry: (id: string) => leanOne(Entry.findById(id), toEntry),
    /** One page of a client's entries, newest first: one walk of `{ userId: 1, listKey: -1 }`. */
    listPageForUser: (userId: string, page: PageRequestOf) =>
      leanPage(
        Entry.find({ userId, ...keysetFilter(page, 'newest-first') }).sort(keysetSort('newest-first')),
        page,
        toEntry,
        (doc) => doc.listKey ?? createdListKey(doc.joinedAt, doc._id),
      ),
    backfillListKeys: () => backfillListKeys(db, Entry, (doc) => createdListKey(doc.joinedAt as Date, String(doc._id))),
    /** Every entry of an instructor's day, in order of joining. */
    async listForDay(instructorId: string, date: string) {
      const rows = await leanMany(Entry.find({ instructorId, date }), (doc: Lean<WaitlistEntryRecord & CreatedAt>) => ({ row: toEntry(doc), createdAt: doc.createdAt }));
      const order = (x: (typeof rows)[number]) => [x.row.joinedAt.getTime(), x.createdAt?.getTime() ?? 0] as const;
      rows.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1] || a.row._id.localeCompare(b.row._id));
      return rows.map((x) => x.row);
    },
    listWaiting: (instructorId?: string) => leanMany(Entry.find({ status: 'waiting', ...(instructorId ? { instructorId } : {}) }), toEntry),
    async setStatus(id: string, status: WaitlistEntryRecord['status']) {
      await Entry.updateOne({ _id: id }, { $set: { status } });
    },
    /** True for the one caller whose insert made the entry's offer. */
    insertOffer: (offer: WaitlistOfferRecord) => insertOnce(() => Offer.create(offer)),
    findOffer: (entryId: string) => leanOne(Offer.findById(entryId), toOffer),
    listOpenOffers: () => leanMany(Offer.find({ state: 'open' }), toOffer),
    async setOfferState(entryId: string, state: WaitlistOfferRecord['state']) {
      await Offer.updateOne({ _id: entryId }, { $set: { state } });
    },
    /** Counts an offer's made/claimed/expired once, however often it is recorded. */
    recordEvent: (event: WaitlistEventRecord) => insertOnce(() => Event.create(event)),
    hasEvent: async (id: string) => (await Event.findById(id, { _id: 1 }).lean()) !== null,
    findEvent: (id: string) => leanOne(Event.findById(id), (doc: Lean<WaitlistEventRecord>): WaitlistEventRecord => ({ ...doc })),
    listEvents: () => leanMany(Event.find({}), (doc: Lean<WaitlistEventRecord>): WaitlistEventRecord => ({ ...doc })),
  };
}
export type WaitlistRepository = ReturnType<typeof waitlistRepository>;
