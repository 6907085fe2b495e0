import { Types, type Connection } from 'mongoose';
import { normalizeEmail, type Role } from '@wsms/contracts';
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
}

type StoredUser = UserDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const toRecord = (doc: StoredUser): UserRecord => ({
  id: String(doc._id),
  username: doc.username,
  email: doc.email,
  role: doc.role as Role,
  firstName: doc.firstName,
  lastName: doc.lastName,
  isActive: doc.isActive,
  emailVerified: doc.emailVerified === true,
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
        const created = await User.create({ ...user, email: normalizeEmail(user.email), usernameKey: usernameKey(user.username) });
        return toRecord(created.toObject() as StoredUser);
      } catch (err) {
        throw toDuplicateKeyError(err, ['usernameKey', 'email']) ?? err;
      }
    },

    async findById(id: string): Promise<UserRecord | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await User.findById(id).select(withoutHash).lean()) as StoredUser | null;
      return doc && toRecord(doc);
    },

    /** The only read that returns the password hash, for checking a login. */
    async findCredentials(username: string): Promise<{ user: UserRecord; passwordHash: string } | null> {
      const doc = (await User.findOne({ usernameKey: usernameKey(username) }).lean()) as StoredUser | null;
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
      if (!Types.ObjectId.isValid(id)) return false;
      const result = await User.updateOne({ _id: new Types.ObjectId(id), email: normalizeEmail(email) }, { $set: { emailVerified: true } });
      return result.matchedCount === 1;
    },

    async list(filter: { role?: Role } = {}): Promise<UserRecord[]> {
      const query = filter.role ? { role: filter.role } : {};
      const docs = (await User.find(query).select(withoutHash).sort({ createdAt: -1, _id: -1 }).lean()) as StoredUser[];
      return docs.map(toRecord);
    },

    async setRole(id: string, role: Role): Promise<UserRecord | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      await User.updateOne({ _id: new Types.ObjectId(id) }, { $set: { role } });
      return this.findById(id);
    },

    count: () => User.countDocuments({}),

    async recordLogin(id: string, at: Date): Promise<UserRecord | null> {
      // No projection here: FerretDB does not support it in findOneAndUpdate; toRecord drops the hash.
      const doc = (await User.findByIdAndUpdate(id, { $set: { lastLogin: at } }, { returnDocument: 'after' }).lean()) as StoredUser | null;
      return doc && toRecord(doc);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
