/** A unique index refused an insert; `field` is null when the driver did not say which index. */
export class DuplicateKeyError extends Error {
  constructor(public readonly field: string | null) {
    super(`Duplicate key${field ? ` on ${field}` : ''}`);
    this.name = 'DuplicateKeyError';
  }
}

interface MongoishError {
  code?: number;
  keyPattern?: Record<string, unknown>;
  message?: string;
}

export function toDuplicateKeyError(err: unknown, fields: string[]): DuplicateKeyError | null {
  const e = err as MongoishError | null;
  if (!e || e.code !== 11000) return null;
  const fromPattern = Object.keys(e.keyPattern ?? {}).find((key) => fields.includes(key));
  const fromMessage = fields.find((field) => e.message?.includes(`${field}_1`));
  return new DuplicateKeyError(fromPattern ?? fromMessage ?? null);
}
