import { badRequest } from '../app-error';

/**
 * A page's position is the sort key of the last item it showed (a "list key"): text that orders the
 * list (a session's date and time, or an instant) followed by the item's id, so two items never share
 * one and a page never repeats or skips an item while others are written. The cursor sent to the
 * browser is that key, base64url-encoded: opaque, and safe in a URL.
 */
const SEPARATOR = '|';
// Keys are compared as JSON text by the embedded database's index (scripts/ferretdb/patches.json):
// characters JSON escapes would order differently there, so none may appear in a key.
const KEY_PATTERN = /^[\x20-\x7e]{1,300}$/;
const ESCAPED = /["\\<>&]/;

const cursorError = () => badRequest('Invalid query', [{ path: 'cursor', message: 'cursor must be the one from the Link header' }]);

/** A list key from its ordering part(s) and the item's id: `listKey('2026-03-02T09:00', id)`. */
export function listKey(...parts: string[]): string {
  const key = parts.join(SEPARATOR);
  if (!KEY_PATTERN.test(key) || ESCAPED.test(key)) throw new Error(`Not a list key: ${key}`);
  return key;
}

/** The list key of something ordered by the instant it was made: `<ISO instant>|<id>`. */
export const createdListKey = (createdAt: Date, id: string) => listKey(createdAt.toISOString(), id);

export const encodeCursor = (key: string): string => Buffer.from(key, 'utf8').toString('base64url');

/** The list key a cursor names; 400 naming `cursor` for anything this codec did not write. */
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!KEY_PATTERN.test(key) || ESCAPED.test(key) || !key.includes(SEPARATOR) || encodeCursor(key) !== cursor) throw cursorError();
  return key;
}
