import { Schema, type Connection, type InferSchemaType } from 'mongoose';

// No TTL index (FerretDB lacks them): expiry is checked in code and stale rows are pruned on login.
const sessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    token: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'user_sessions' },
);

export type SessionDocument = InferSchemaType<typeof sessionSchema>;

export const sessionModel = (db: Connection) => db.model('UserSession', sessionSchema);
