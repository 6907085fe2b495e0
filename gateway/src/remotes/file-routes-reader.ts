import { readFile, stat } from 'node:fs/promises';
import { parseRoutesFile, type RoutesResult } from './parse-routes-file';

interface Cached {
  stamp: string;
  result: RoutesResult;
}

/**
 * Reads a routes.json from disk and keeps it until the file changes (size or modification time),
 * so redeploying a remote into STATIC_ROOT takes effect on the next /remotes.json, no restart.
 */
export function createFileRoutesReader() {
  const cache = new Map<string, Cached>();
  return async (file: string): Promise<RoutesResult> => {
    if (!file) return { unavailable: 'the entry is not under /mfe/<remote>/, so its routes.json cannot be found' };
    const info = await stat(file).catch(() => null);
    if (!info) return { unavailable: 'routes.json not found (is the remote built?)' };
    const stamp = `${info.size}:${info.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.result;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return { unavailable: 'routes.json could not be read' };
    const result = parseRoutesFile(text);
    cache.set(file, { stamp, result });
    return result;
  };
}
