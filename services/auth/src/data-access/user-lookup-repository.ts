import type { Connection } from 'mongoose';
import { normalizeEmail } from '@wsms/contracts';
import type { LookedUpUser } from '@wsms/contracts/api';
import { objectIdOf, trustedOperator } from '@wsms/service-kit';
import { userModel } from './user-model';

/** Read-only: which accounts have these e-mails or ids (for booking's client list and content's assignments). */
export function createUserLookupRepository(db: Connection) {
  const User = userModel(db);
  return {
    async find({ emails = [], ids = [] }: { emails?: string[]; ids?: string[] }): Promise<LookedUpUser[]> {
      const objectIds = ids.map(objectIdOf).filter((id) => id !== null);
      // sanitizeFilter is on globally: operators built here from parsed input are marked trusted.
      const or = [
        ...(emails.length > 0 ? [{ email: trustedOperator({ $in: emails.map(normalizeEmail) }) }] : []),
        ...(objectIds.length > 0 ? [{ _id: trustedOperator({ $in: objectIds }) }] : []),
      ];
      if (or.length === 0) return [];
      const docs = await User.find({ $or: or }).select({ email: 1, firstName: 1, lastName: 1, emailVerified: 1 }).lean();
      return docs.map((doc) => ({
        id: String(doc._id),
        email: doc.email,
        firstName: doc.firstName,
        lastName: doc.lastName,
        emailVerified: doc.emailVerified === true,
      }));
    },
  };
}
export type UserLookupRepository = ReturnType<typeof createUserLookupRepository>;
