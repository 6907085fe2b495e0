import { isValidObjectId, type Connection } from 'mongoose';
import type { ContactSubmission } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { contactSubmissionModel, type ContactSubmissionRecord } from './contact-submission-model';

function toSubmissionDto(doc: Record<string, unknown>): ContactSubmission {
  const { interest, read, ...rest } = toPlain<ContactSubmissionRecord & { createdAt: string }>(doc);
  return { ...rest, interest: interest ?? null, read: read === true };
}

export function contactSubmissionRepository(db: Connection) {
  const Submissions = contactSubmissionModel(db);
  return {
    async insert(record: ContactSubmissionRecord) {
      const doc = await Submissions.create(record);
      return toSubmissionDto(doc.toObject() as unknown as Record<string, unknown>);
    },
    async listNewestFirst(limit: number) {
      const docs = await Submissions.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
      return docs.map((doc) => toSubmissionDto(doc as unknown as Record<string, unknown>));
    },
    async setRead(id: string, read: boolean) {
      if (!isValidObjectId(id) || !/^[a-f0-9]{24}$/i.test(id)) return null;
      const doc = await Submissions.findByIdAndUpdate(id, { $set: { read } }, { returnDocument: 'after' }).lean();
      return doc ? toSubmissionDto(doc as unknown as Record<string, unknown>) : null;
    },
    count: () => Submissions.countDocuments(),
  };
}
export type ContactSubmissionRepository = ReturnType<typeof contactSubmissionRepository>;
