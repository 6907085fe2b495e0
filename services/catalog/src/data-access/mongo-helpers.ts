import mongoose from 'mongoose';

/** Only real 24-hex ObjectIds reach the database (mongoose would also accept any 12-character string). */
export const isObjectIdString = (id: string) => /^[a-f0-9]{24}$/i.test(id);

/** A unique index refused an insert (FerretDB reports this for inserts, not for updates). */
export const isDuplicateKeyError = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

export type Lean = Record<string, unknown>;

/** sanitizeFilter is on globally, so an operator the server builds itself must be marked trusted. */
export const trustedOperator = <T extends object>(operator: T): T => mongoose.trusted(operator);
