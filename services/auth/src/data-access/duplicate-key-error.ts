import { duplicateKeyField, isDuplicateKey } from '@wsms/service-kit';

/** A unique index refused an insert; `field` is null when the driver did not say which index. */
export class DuplicateKeyError extends Error {
  constructor(public readonly field: string | null) {
    super(`Duplicate key${field ? ` on ${field}` : ''}`);
    this.name = 'DuplicateKeyError';
  }
}

export function toDuplicateKeyError(err: unknown, fields: string[]): DuplicateKeyError | null {
  return isDuplicateKey(err) ? new DuplicateKeyError(duplicateKeyField(err, fields)) : null;
}
