import { Schema, type Connection, type InferSchemaType } from 'mongoose';

// Only the token's SHA-256 is stored; expiry is checked in code (FerretDB has no TTL indexes).
const emailVerificationSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'email_verifications' },
);

export type EmailVerificationDocument = InferSchemaType<typeof emailVerificationSchema>;

export const emailVerificationModel = (db: Connection) => db.model('EmailVerification', emailVerificationSchema);
