import { readFile, stat } from 'node:fs/promises';

/**
 * Reads a file of the static root and parses it, again only when its size or modification time
 * changed (a release replaced it); null while it is missing or unreadable.
 */
export function createChangedFileReader<T>(file: string, parse: (text: string) => T) {
  let cached: { stamp: string; value: T } | null = null;
  return async (): Promise<T | null> => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const stamp = `${info.size}:${info.mtimeMs}`;
    if (cached?.stamp === stamp) return cached.value;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return null;
    // A concurrent call may have parsed this same version meanwhile: one value per version.
    if (cached?.stamp === stamp) return cached.value;
    cached = { stamp, value: parse(text) };
    return cached.value;
  };
}
