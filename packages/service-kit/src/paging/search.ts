import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '../data-access/duplicate-key';
import { trustedOperator } from '../data-access/trusted-operator';
import { keysetFilter, keysetSort, type KeyBounds, type Page, type PageOrder, type PageRequestOf } from './keyset';

/**
 * Search by name or e-mail served by an index on both databases. The embedded FerretDB serves only
 * equality on a plain top-level string field (an array field's elements are not matched inside a
 * keyset page), so each searchable item gets one row per lower-cased token in a side collection:
 * `{ token, scope, listKey, itemId }`. A search page is then an ordinary keyset page on
 * `{ token: 1, listKey: -1 }` (or `{ token: 1, scope: 1, listKey: -1 }`), and the page's items are
 * read by `_id`. Tokens are whole values: each word of a name, the whole name, an e-mail and the
 * part before its `@` (no substrings: a prefix index would multiply the rows).
 */
export interface SearchEntry {
  _id: string;
  token: string;
  /** One equality the list also filters on (a role, an instructor); '' when none. */
  scope: string;
  listKey: string;
  itemId: string;
}

const clean = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What a search box's text is looked up as (the same cleaning as the stored tokens). */
export const searchToken = clean;

/** The tokens an item is found by: each text whole, each of its words, and an e-mail's part before `@`. */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts.map(clean).filter(Boolean)) {
    tokens.add(text);
    for (const word of text.split(' ')) tokens.add(word);
    const at = text.indexOf('@');
    if (at > 0 && !text.includes(' ')) tokens.add(text.slice(0, at));
  }
  return [...tokens].filter((token) => token.length > 0 && token.length <= 254);
}

function entryModel(db: Connection, collection: string): Model<SearchEntry> {
  const name = `SearchEntry_${collection}`;
  const existing = db.models[name] as Model<SearchEntry> | undefined;
  if (existing) return existing;
  const schema = new Schema<SearchEntry>(
    {
      _id: { type: String, required: true },
      token: { type: String, required: true },
      scope: { type: String, default: '' },
      listKey: { type: String, required: true },
      itemId: { type: String, required: true, index: true },
    },
    { collection, versionKey: false },
  );
  schema.index({ token: 1, listKey: -1 });
  schema.index({ token: 1, scope: 1, listKey: -1 });
  return db.model<SearchEntry>(name, schema);
}

export interface SearchItem {
  itemId: string;
  listKey: string;
  texts: string[];
  scope?: string;
}

/** The rows an item is found by (a bulk writer that bypasses the service writes exactly these). */
export const searchEntries = ({ itemId, listKey, texts, scope = '' }: SearchItem): SearchEntry[] =>
  searchTokens(...texts).map((token) => ({ _id: `${token}|${itemId}`, token, scope, listKey, itemId }));
const entriesOf = searchEntries;

async function insertIgnoringDuplicates(Entry: Model<SearchEntry>, entries: SearchEntry[]) {
  if (!entries.length) return;
  try {
    await Entry.insertMany(entries, { ordered: false });
  } catch (error) {
    // A row already written (a retried insert, another instance's backfill) is the same row.
    const writeErrors = (error as { writeErrors?: Array<{ err?: unknown }> }).writeErrors ?? [];
    const onlyDuplicates = writeErrors.length ? writeErrors.every((e) => isDuplicateKey(e) || isDuplicateKey(e.err)) : isDuplicateKey(error);
    if (!onlyDuplicates) throw error;
  }
}

/** The search rows of one list (`collection`, e.g. `user_search`): written beside each item, read a page at a time. */
export function searchIndex(db: Connection, collection: string) {
  const Entry = entryModel(db, collection);
  /** Up to `page.limit` rows matching `q` after the cursor (and of the scope when given, and within `bounds` of the list key), in list order (`order`, newest first unless told). */
  async function rows(q: string, scope: string | undefined, page: PageRequestOf, bounds: KeyBounds = {}, order: PageOrder = 'newest-first'): Promise<SearchEntry[]> {
    const filter = { token: searchToken(q), ...(scope === undefined ? {} : { scope }), ...keysetFilter(page, order, bounds) };
    return Entry.find(filter).sort(keysetSort(order)).limit(page.limit).lean();
  }
  return {
    /** Writes the item's rows (again harmlessly). */
    add: (item: SearchItem) => insertIgnoringDuplicates(Entry, entriesOf(item)),
    /** The item's scope changed (a role): its rows follow. */
    async setScope(itemId: string, scope: string) {
      await Entry.updateMany({ itemId }, { $set: { scope } });
    },
    /**
     * The item moved (a rescheduled session's list key), was renamed or changed scope: its rows become
     * those of `item` (rows of tokens it lost deleted, new ones inserted, the rest moved). Repeating it is harmless.
     */
    async replace(item: SearchItem) {
      const entries = entriesOf(item);
      await Entry.deleteMany({ itemId: item.itemId, _id: trustedOperator({ $nin: entries.map((e) => e._id) }) });
      await insertIgnoringDuplicates(Entry, entries);
      await Entry.updateMany({ itemId: item.itemId }, { $set: { listKey: item.listKey, scope: item.scope ?? '' } });
    },
    rows,
    /** One page of the ids of the items matching `q` (and the scope when given), in list order. */
    async page(q: string, scope: string | undefined, page: PageRequestOf): Promise<Page<string>> {
      const docs = await rows(q, scope, { ...page, limit: page.limit + 1 });
      const shown = docs.slice(0, page.limit);
      return { items: shown.map((doc) => doc.itemId), next: docs.length > page.limit ? shown[shown.length - 1]?.listKey : undefined };
    },
    /**
     * Once per list (a row in `list_key_backfills` records it): items written before search existed
     * get their rows, read from `docs` (a cursor over the list's collection) a thousand at a time.
     */
    async backfill<D>(docs: () => AsyncIterable<D>, toItem: (doc: D) => SearchItem): Promise<number> {
      const done = db.collection<{ _id: string; at: Date }>('list_key_backfills');
      const marker = `search:${collection}`;
      if (await done.findOne({ _id: marker })) return 0;
      let count = 0;
      let batch: SearchEntry[] = [];
      for await (const doc of docs()) {
        batch.push(...entriesOf(toItem(doc)));
        count += 1;
        if (batch.length >= 1000) {
          await insertIgnoringDuplicates(Entry, batch);
          batch = [];
        }
      }
      await insertIgnoringDuplicates(Entry, batch);
      await done.insertOne({ _id: marker, at: new Date() }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
      return count;
    },
  };
}
export type SearchIndex = ReturnType<typeof searchIndex>;
