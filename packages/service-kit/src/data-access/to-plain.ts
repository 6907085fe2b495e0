export type WithId<T> = T & { id: string };

type Wire<V> = V extends Date ? string : V;

/** A lean document as a DTO carries it: `_id` as the text `id`, no `__v`, top-level dates as ISO strings. */
export type Plain<D> = {
  [K in keyof D as K extends '__v' ? never : K extends '_id' ? 'id' : K]: K extends '_id' ? string : Wire<D[K]>;
};

/** Maps a lean document to a plain DTO, typed from the document: `_id` becomes `id`, dates become ISO strings. */
export function toPlain<D extends object>(doc: D): Plain<D> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === '_id') out.id = String(value);
    else if (key === '__v') continue;
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  // The loop copies key by key exactly what Plain<D> describes; TypeScript cannot follow such a copy.
  return out as Plain<D>;
}
