import mongoose from 'mongoose';

/** A unique index refused an insert (FerretDB reports this for inserts only, never for updates). */
export const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

export type Lean = Record<string, unknown>;


/** sanitizeFilter is on globally, so an operator the server builds itself must be marked trusted. */
export const trustedOperator = <T extends object>(operator: T): T => mongoose.trusted(operator);
