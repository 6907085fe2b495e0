import mongoose from 'mongoose';

/** sanitizeFilter is on globally (database.ts), so an operator the server builds itself must be marked trusted. */
export const trustedOperator = <T extends object>(operator: T): T => mongoose.trusted(operator);
