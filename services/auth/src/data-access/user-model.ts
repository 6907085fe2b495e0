import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { roles } from '@wsms/contracts';

const userSchema = new Schema(
  {
    username: { type: String, required: true },
    // Uniqueness is case-insensitive: the unique index is on this lower-cased copy.
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, lowercase: true, unique: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: roles, default: 'user', required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    isActive: { type: Boolean, default: true, required: true },
    // Accounts made before verification existed have no value: read as not verified.
    emailVerified: { type: Boolean, default: false },
    // Issue 31: a staff or admin account marked by an admin as a clinician (writes chart notes).
    clinician: { type: Boolean, default: false },
    lastLogin: { type: Date, default: null },
    /** `<created ISO>|<id>`: the accounts list's order, newest first, and its page position. */
    listKey: { type: String },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ createdAt: -1 });
userSchema.index({ listKey: -1 });
userSchema.index({ role: 1, listKey: -1 });

export type UserDocument = InferSchemaType<typeof userSchema>;

export const userModel = (db: Connection) => db.model('User', userSchema);
