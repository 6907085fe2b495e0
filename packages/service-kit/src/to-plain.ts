export type WithId<T> = T & { id: string };

/** Maps a lean mongoose document to a plain DTO: `_id` becomes `id`, dates become ISO strings. */
export function toPlain<T extends object>(doc: Record<string, unknown>): WithId<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === '_id') out.id = String(value);
    else if (key === '__v') continue;
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out as WithId<T>;
}
