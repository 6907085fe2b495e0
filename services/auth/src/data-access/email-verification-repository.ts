import { Types, type Connection } from 'mongoose';
import { trustedOperator } from '@wsms/service-kit';
import { emailVerificationModel } from './email-verification-model';

export interface EmailVerificationRecord {
  userId: string;
  email: string;
  expiresAt: Date;
}

export function createEmailVerificationRepository(db: Connection) {
  const Verification = emailVerificationModel(db);

  return {
    ensureIndexes: () => Verification.init(),

    async insert(record: EmailVerificationRecord & { tokenHash: string }): Promise<void> {
      await Verification.create({ ...record, userId: new Types.ObjectId(record.userId) });
    },

    /** Single use: whoever deletes the record owns it; a second caller gets null. */
    async take(tokenHash: string): Promise<EmailVerificationRecord | null> {
      const doc = await Verification.findOne({ tokenHash }).lean();
      if (!doc) return null;
      const { deletedCount } = await Verification.deleteOne({ _id: doc._id });
      if (deletedCount !== 1) return null;
      return { userId: String(doc.userId), email: doc.email, expiresAt: doc.expiresAt };
    },

    async deleteForUser(userId: string, now: Date, { all = false } = {}): Promise<void> {
      const filter = all ? {} : { expiresAt: trustedOperator({ $lte: now }) };
      await Verification.deleteMany({ userId: new Types.ObjectId(userId), ...filter });
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
