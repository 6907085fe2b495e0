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
  toPlain,
  type CreatedAt,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
import { contactSubmissionModel, type ContactSubmissionRecord } from './contact-submission-model';

function toSubmissionDto(doc: Lean<ContactSubmissionRecord & CreatedAt>): ContactSubmission {
  const { interest, read, listKey: _key, ...rest } = toPlain(doc);
  return { ...rest, interest: interest ?? null, read: read === true };
}

export function contactSubmissionRepository(db: Connection) {
  const Submissions = contactSubmissionModel(db);
  return {
    async insert(record: ContactSubmissionRecord) {
      const _id = newObjectId();
      const createdAt = new Date();
      const doc = await Submissions.create({ ...record, _id, createdAt, listKey: createdListKey(createdAt, String(_id)) });
      return toSubmissionDto(doc.toObject());
    },
    /** One page of the inbox, newest first (`listKey` < the cursor). */
    async listPage(page: PageRequestOf) {
      return leanPage(Submissions.find(keysetFilter(page, 'newest-first')).sort(keysetSort('newest-first')), page, toSubmissionDto, (doc) =>
        doc.listKey ?? createdListKey(doc.createdAt, String(doc._id)),
      );
    },
    /** Messages stored before the inbox was paged get their list key (once). */
    backfillListKeys: () => backfillListKeys(db, Submissions, (doc) => createdListKey(doc.createdAt as Date, String(doc._id))),
    async setRead(id: string, read: boolean) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Submissions.findByIdAndUpdate(id, { $set: { read } }, { returnDocument: 'after' }), toSubmissionDto);
    },
    count: () => Submissions.countDocuments(),
  };
}
export type ContactSubmissionRepository = ReturnType<typeof contactSubmissionRepository>;
