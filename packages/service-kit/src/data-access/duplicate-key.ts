const DUPLICATE_KEY = 11000;

/**
 * A unique index refused a write. MongoDB and FerretDB both answer code 11000, from a single insert
 * and from insertMany alike; FerretDB v1 does so for inserts only, never for an update or an
 * upsert's update, so uniqueness and capacity are decided by inserts.
 */
export const isDuplicateKey = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === DUPLICATE_KEY;

/**
 * Which of `fields` the refusing unique index is on: MongoDB names it in `keyPattern`, FerretDB only
 * in the message (`… index: <field>_1 …`). Null when the error is no duplicate or says neither.
 */
export function duplicateKeyField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!isDuplicateKey(error) || typeof error !== 'object' || error === null) return null;
  const pattern = 'keyPattern' in error && typeof error.keyPattern === 'object' && error.keyPattern !== null ? Object.keys(error.keyPattern) : [];
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return fields.find((field) => pattern.includes(field)) ?? fields.find((field) => message.includes(`${field}_1`)) ?? null;
}
