import type { Connection, Types } from 'mongoose';
import { normalizeEmail } from '@wsms/contracts';
import type { LookedUpUser } from '@wsms/contracts/api';
import { objectIdOf, trustedOperator } from '@wsms/service-kit';
import { userModel } from './user-model';

/**
 * Up to this many values are looked up one at a time (an exact `_id` or an equality on the unique
 * `email` index: the reads the embedded database answers from its index). More are asked with `$in`,
 * which the embedded database answers by reading every account: cheaper than thousands of lookups,
 * far dearer than a few (about 0.5 s at ten thousand accounts).
 */
export const ONE_BY_ONE_LOOKUPS = 100;
/** Lookups in flight at once. */
const CONCURRENT = 16;

const fields = { email: 1, firstName: 1, lastName: 1, emailVerified: 1 } as const;

/** Read-only: which accounts have these e-mails or ids (for booking's client list and content's care team). */
export function createUserLookupRepository(db: Connection) {
  const User = userModel(db);
  type Found = { _id: unknown; email: string; firstName: string; lastName: string; emailVerified?: boolean | null };
  async function oneByOne(emails: string[], objectIds: Types.ObjectId[]): Promise<Found[]> {
    const reads = [...emails.map((email) => () => User.findOne({ email }).select(fields).lean()), ...objectIds.map((id) => () => User.findById(id).select(fields).lean())];
    const found: Found[] = [];
    for (let i = 0; i < reads.length; i += CONCURRENT) {
      for (const doc of await Promise.all(reads.slice(i, i + CONCURRENT).map((read) => read()))) if (doc) found.push(doc);
    }
    return found;
  }
  async function all(emails: string[], objectIds: Types.ObjectId[]): Promise<Found[]> {
    // sanitizeFilter is on globally: operators built here from parsed input are marked trusted.
    const or = [
      ...(emails.length > 0 ? [{ email: trustedOperator({ $in: emails }) }] : []),
      ...(objectIds.length > 0 ? [{ _id: trustedOperator({ $in: objectIds }) }] : []),
    ];
    return or.length === 0 ? [] : User.find({ $or: or }).select(fields).lean();
  }
  return {
    async find({ emails = [], ids = [] }: { emails?: string[]; ids?: string[] }): Promise<LookedUpUser[]> {
      const wanted = [...new Set(emails.map(normalizeEmail))];
      const objectIds = [...new Set(ids)].map(objectIdOf).filter((id) => id !== null);
      const docs = wanted.length + objectIds.length <= ONE_BY_ONE_LOOKUPS ? await oneByOne(wanted, objectIds) : await all(wanted, objectIds);
      // An account named by both its e-mail and its id comes back once.
      const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
      return [...byId.values()].map((doc) => ({
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
