import mongoose, { Types } from 'mongoose';

/** A unique index refused an insert (FerretDB reports this for inserts only, never for updates). */
export const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/** sanitizeFilter is on globally, so an operator the server builds itself must be marked trusted. */
export const trusted = <T extends object>(operator: T): T => mongoose.trusted(operator);

/** An ObjectId for a well-formed id, else null (an id that cannot exist is simply not found). */
export const objectIdOf = (id: string) => (/^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null);
