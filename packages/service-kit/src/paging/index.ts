export { createdListKey, decodeCursor, encodeCursor, listKey } from './cursor';
export { keysetFilter, keysetSort, leanPage, pageRequest, type KeyBounds, type Page, type PageOrder, type PageRequestOf } from './keyset';
export { nextPageLink, sendPage } from './link';
export { backfillListKeys } from './backfill';
export { searchEntries, searchIndex, searchToken, searchTokens, type SearchEntry, type SearchIndex, type SearchItem } from './search';
