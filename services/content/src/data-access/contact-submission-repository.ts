import type { Connection } from 'mongoose';
import type { ContactSubmission } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, toPlain, type CreatedAt, type Lean } from '@wsms/service-kit';
import { contactSubmissionModel, type ContactSubmissionRecord } from './contact-submission-model';

function toSubmissionDto(doc: Lean<ContactSubmissionRecord & CreatedAt>): ContactSubmission {
  const { interest, read, ...rest } = toPlain(doc);
  return { ...rest, interest: interest ?? null, read: read === true };
}

export function contactSubmissionRepository(db: Connection) {
  const Submissions = contactSubmissionModel(db);
  return {
    async insert(record: ContactSubmissionRecord) {
      const doc = await Submissions.create(record);
      return toSubmissionDto(doc.toObject());
    },
    async listNewestFirst(limit: number) {
      return leanMany(Submissions.find().sort({ createdAt: -1, _id: -1 }).limit(limit), toSubmissionDto);
    },
    async setRead(id: string, read: boolean) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Submissions.findByIdAndUpdate(id, { $set: { read } }, { returnDocument: 'after' }), toSubmissionDto);
    },
    count: () => Submissions.countDocuments(),
  };
}
export type ContactSubmissionRepository = ReturnType<typeof contactSubmissionRepository>;
