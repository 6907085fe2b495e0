import type { Query } from 'mongoose';
import type { LeanDoc } from '../data-access/lean';
import { trustedOperator } from '../data-access/trusted-operator';
import { decodeCursor } from './cursor';

/** One page of a list and the list key of its last item when more remain. */
export interface Page<T> {
  items: T[];
  next?: string;
}

/** What a paged read needs: the page size and the decoded position (`decodeCursor(query.cursor)`). */
export interface PageRequestOf {
  limit: number;
  after?: string;
}

export const pageRequest = (query: { limit: number; cursor?: string }): PageRequestOf => ({ limit: query.limit, after: decodeCursor(query.cursor) });

export type PageOrder = 'newest-first' | 'oldest-first';

/** Bounds on the list key besides the cursor (a date range: `{ from: '2026-01-01', until: '2026-02-01' }`). */
export interface KeyBounds {
  from?: string;
  until?: string;
}

/**
 * The filter of one page on `field` (default `listKey`): only string comparisons on that one field,
 * so MongoDB walks the `{ ...equalities, listKey: -1 }` index and the embedded database pushes the
 * filter, sort and limit into SQLite (scripts/ferretdb/patches.json). Merge it into the list's
 * equality filter; sort with `keysetSort`.
 */
export function keysetFilter(page: PageRequestOf, order: PageOrder, bounds: KeyBounds = {}, field = 'listKey'): Record<string, unknown> {
  const range: Record<string, string> = {};
  if (bounds.from) range.$gte = bounds.from;
  if (bounds.until) range.$lt = bounds.until;
  if (page.after) {
    const op = order === 'newest-first' ? '$lt' : '$gt';
    const other = range[op];
    range[op] = other === undefined ? page.after : order === 'newest-first' ? (other < page.after ? other : page.after) : other > page.after ? other : page.after;
  }
  // A first page is bounded too (every string is >= ''): the key is then known to be a string, which
  // is what lets the embedded database push the sort and limit into SQLite.
  if (!Object.keys(range).length) range.$gte = '';
  return { [field]: trustedOperator(range) };
}

export const keysetSort = (order: PageOrder, field = 'listKey'): Record<string, 1 | -1> => ({ [field]: order === 'newest-first' ? -1 : 1 });

type ManyQuery = Query<Array<{ _id: unknown }>, unknown>;

/**
 * Reads one page lean: asks for one item more than the page to learn whether more remain, maps the
 * rest, and names the last one's key as the next position.
 */
export async function leanPage<Q extends ManyQuery, T>(
  query: Q,
  page: PageRequestOf,
  map: (doc: LeanDoc<Q>) => T,
  keyOf: (doc: LeanDoc<Q>) => string,
): Promise<Page<T>> {
  const docs = await query.limit(page.limit + 1).lean<Array<LeanDoc<Q>>>();
  const shown = docs.slice(0, page.limit);
  const last = shown[shown.length - 1];
  return { items: shown.map((doc) => map(doc)), next: docs.length > page.limit && last ? keyOf(last) : undefined };
}
