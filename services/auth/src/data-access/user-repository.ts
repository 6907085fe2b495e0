import type { Connection } from 'mongoose';
import { normalizeEmail, type Role } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  isObjectIdString,
  keysetFilter,
  keysetSort,
  leanOne,
  leanPage,
  newObjectId,
  objectIdOf,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
import { userModel, type UserDocument } from './user-model';
import { toDuplicateKeyError } from './duplicate-key-error';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  isActive: boolean;
  emailVerified: boolean;
  clinician: boolean;
  lastLogin: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  clinician?: boolean;
}

const toRecord = (doc: Lean<UserDocument>): UserRecord => ({
  id: String(doc._id),
  username: doc.username,
  email: doc.email,
  role: doc.role,
  firstName: doc.firstName,
  lastName: doc.lastName,
  isActive: doc.isActive,
  emailVerified: doc.emailVerified === true,
  clinician: doc.clinician === true,
  lastLogin: doc.lastLogin ?? null,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

export const usernameKey = (username: string) => username.trim().toLowerCase();

export function createUserRepository(db: Connection) {
  const User = userModel(db);
  const withoutHash = '-passwordHash';

  return {
    ensureIndexes: () => User.init(),

    async insert(user: NewUser): Promise<UserRecord> {
      try {
        const _id = newObjectId();
        const createdAt = new Date();
        const created = await User.create({
          ...user,
          _id,
          createdAt,
          email: normalizeEmail(user.email),
          usernameKey: usernameKey(user.username),
          listKey: createdListKey(createdAt, String(_id)),
        });
        return toRecord(created.toObject());
      } catch (err) {
        throw toDuplicateKeyError(err, ['usernameKey', 'email']) ?? err;
      }
    },

    async findById(id: string): Promise<UserRecord | null> {
      if (!isObjectIdString(id)) return null;
      return leanOne(User.findById(id).select(withoutHash), toRecord);
    },

    /** The only read that returns the password hash, for checking a login. */
    async findCredentials(username: string): Promise<{ user: UserRecord; passwordHash: string } | null> {
      const doc = await User.findOne({ usernameKey: usernameKey(username) }).lean();
      return doc && { user: toRecord(doc), passwordHash: doc.passwordHash };
    },

    async usernameTaken(username: string): Promise<boolean> {
      return (await User.exists({ usernameKey: usernameKey(username) })) !== null;
    },

    async emailTaken(email: string): Promise<boolean> {
      return (await User.exists({ email: normalizeEmail(email) })) !== null;
    },

    /** Only while the account still has the address the link was sent to. */
    async markEmailVerified(id: string, email: string): Promise<boolean> {
      const _id = objectIdOf(id);
      if (!_id) return false;
      const result = await User.updateOne({ _id, email: normalizeEmail(email) }, { $set: { emailVerified: true } });
      return result.matchedCount === 1;
    },

    /** One page of the accounts, newest first, optionally of one role (`listKey` < the cursor). */
    async listPage(filter: { role?: Role }, page: PageRequestOf) {
      const query = { ...(filter.role ? { role: filter.role } : {}), ...keysetFilter(page, 'newest-first') };
      return leanPage(User.find(query).select(withoutHash).sort(keysetSort('newest-first')), page, toRecord, (doc) =>
        doc.listKey ?? createdListKey(doc.createdAt, String(doc._id)),
      );
    },
    /** Accounts stored before the list was paged get their list key (once). */
    backfillListKeys: () => backfillListKeys(db, User, (doc) => createdListKey(doc.createdAt as Date, String(doc._id))),

    async setRole(id: string, role: Role): Promise<UserRecord | null> {
      const _id = objectIdOf(id);
      if (!_id) return null;
      await User.updateOne({ _id }, { $set: { role } });
      return this.findById(id);
    },

    async setClinician(id: string, clinician: boolean): Promise<UserRecord | null> {
      const _id = objectIdOf(id);
      if (!_id) return null;
      await User.updateOne({ _id }, { $set: { clinician } });
      return this.findById(id);
    },

    count: () => User.countDocuments({}),

    async recordLogin(id: string, at: Date): Promise<UserRecord | null> {
      // No projection here: FerretDB does not support it in findOneAndUpdate; toRecord drops the hash.
      return leanOne(User.findByIdAndUpdate(id, { $set: { lastLogin: at } }, { returnDocument: 'after' }), toRecord);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
