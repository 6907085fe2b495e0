export { createdListKey, decodeCursor, encodeCursor, listKey } from './cursor';
export { keysetFilter, keysetSort, leanPage, pageRequest, type KeyBounds, type Page, type PageOrder, type PageRequestOf } from './keyset';
export { nextPageLink, sendPage } from './link';
export { backfillListKeys } from './backfill';
