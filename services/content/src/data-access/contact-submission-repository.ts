import type { Connection } from 'mongoose';
import type { ContactSubmission } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
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
import { contactSubmissionModel, type ContactSubmissionRecord } from './contact-submission-model';

function toSubmissionDto(doc: Lean<ContactSubmissionRecord & CreatedAt>): ContactSubmission {
  const { interest, read, listKey: _key, ...rest } = toPlain(doc);
  return { ...rest, interest: interest ?? null, read: read === true };
}

const searchItem = (doc: { _id: unknown; name: string; email: string }, listKey: string): SearchItem => ({ itemId: String(doc._id), listKey, texts: [doc.name, doc.email] });

export function contactSubmissionRepository(db: Connection) {
  const Submissions = contactSubmissionModel(db);
  const search = searchIndex(db, 'contact_search');
  return {
    async insert(record: ContactSubmissionRecord) {
      const _id = newObjectId();
      const createdAt = new Date();
      const listKey = createdListKey(createdAt, String(_id));
      const doc = await Submissions.create({ ...record, _id, createdAt, listKey });
      await search.add(searchItem(doc, listKey));
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
    },
    async setRead(id: string, read: boolean) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Submissions.findByIdAndUpdate(id, { $set: { read } }, { returnDocument: 'after' }), toSubmissionDto);
    },
    count: () => Submissions.countDocuments(),
  };
}
export type ContactSubmissionRepository = ReturnType<typeof contactSubmissionRepository>;
