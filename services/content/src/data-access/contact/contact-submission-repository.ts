import type { Connection } from 'mongoose';
import type { ContactSubmission } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  insertOnce,
  isObjectIdString,
  keysetFilter,
  keysetSort,
  leanOne,
  leanPage,
  newObjectId,
  searchIndex,
  toPlain,
  type CreatedAt,
  type Lean,
  type Page,
  type PageRequestOf,
  type SearchItem,
} from '@wsms/service-kit';
import { contactSubmissionModel, contactUnreadModel, type ContactSubmissionRecord } from './contact-submission-model';

function toSubmissionDto(doc: Lean<ContactSubmissionRecord & CreatedAt>): ContactSubmission {
  const { interest, read, listKey: _key, ...rest } = toPlain(doc);
  return { ...rest, interest: interest ?? null, read: read === true };
}

const searchItem = (doc: { _id: unknown; name: string; email: string }, listKey: string): SearchItem => ({ itemId: String(doc._id), listKey, texts: [doc.name, doc.email] });

/** Once (a row in `list_key_backfills` records it): messages stored before the count existed get their unread markers. */
async function backfillUnreadMarkers(db: Connection, mark: (id: string) => Promise<boolean>) {
  const done = db.collection<{ _id: string; at: Date }>('list_key_backfills');
  if (await done.findOne({ _id: 'unread:contact_submissions' })) return;
  for await (const doc of contactSubmissionModel(db).find({}, { read: 1 }).lean().cursor()) if (doc.read !== true) await mark(String(doc._id));
  await insertOnce(() => done.insertOne({ _id: 'unread:contact_submissions', at: new Date() }));
}

export function contactSubmissionRepository(db: Connection) {
  const Submissions = contactSubmissionModel(db);
  const search = searchIndex(db, 'contact_search');
  const Unread = contactUnreadModel(db);
  const markUnread = (id: string) => insertOnce(() => Unread.create({ _id: id }));
  const backfillUnread = () => backfillUnreadMarkers(db, markUnread);
  return {
    async insert(record: ContactSubmissionRecord) {
      const _id = newObjectId();
      const createdAt = new Date();
      const listKey = createdListKey(createdAt, String(_id));
      const doc = await Submissions.create({ ...record, _id, createdAt, listKey });
      await Promise.all([search.add(searchItem(doc, listKey)), markUnread(String(_id))]);
      return toSubmissionDto(doc.toObject());
    },
    /** One page of the messages whose sender's name or e-mail is `q` (a whole word of it), newest first. */
    async searchPage(q: string, page: PageRequestOf): Promise<Page<ContactSubmission>> {
      const ids = await search.page(q, undefined, page);
      const found = await Promise.all(ids.items.map((id) => leanOne(Submissions.findById(id), toSubmissionDto)));
      return { items: found.filter((m): m is ContactSubmission => m !== null), next: ids.next };
    },
    /** One page of the inbox, newest first (`listKey` < the cursor). */
    async listPage(page: PageRequestOf) {
      return leanPage(Submissions.find(keysetFilter(page, 'newest-first')).sort(keysetSort('newest-first')), page, toSubmissionDto, (doc) =>
        doc.listKey ?? createdListKey(doc.createdAt, String(doc._id)),
      );
    },
    /** Messages stored before the inbox was paged get their list key, and before search their search rows (once each). */
    async backfillListKeys() {
      await backfillListKeys(db, Submissions, (doc) => createdListKey(doc.createdAt as Date, String(doc._id)));
      await search.backfill(
        () => Submissions.find({}).lean().cursor(),
        (doc) => searchItem(doc, doc.listKey ?? createdListKey(doc.createdAt, String(doc._id))),
      );
      await backfillUnread();
    },
    async setRead(id: string, read: boolean) {
      if (!isObjectIdString(id)) return null;
      const updated = await leanOne(Submissions.findByIdAndUpdate(id, { $set: { read } }, { returnDocument: 'after' }), toSubmissionDto);
      if (updated) await (read ? Unread.deleteOne({ _id: id }) : markUnread(id));
      return updated;
    },
    /** How many messages are unread: a count of their markers. */
    unreadCount: () => Unread.countDocuments({}),
    count: () => Submissions.countDocuments(),
  };
}
export type ContactSubmissionRepository = ReturnType<typeof contactSubmissionRepository>;
