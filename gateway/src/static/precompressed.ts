import { statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** What the build precompresses (packages/build-config/precompress-plugin.cjs), with the type each is sent as. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof ENCODINGS;

const modifiedAt = (file: string) => {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.mtimeMs : null;
  } catch {
    return null;
  }
};

/**
 * Sends a build's `file.br` or `file.gz` in place of `file` to a browser that accepts that encoding
 * (brotli first): compressed once at build time at the best setting, instead of on every request at a
 * fast, weaker one. Only a compressed copy at least as new as its file is used (a stale one from an
 * earlier build in the same folder never is); anything else falls through to the plain static files.
 */
export function precompressed(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    const original = modifiedAt(file);
    if (original === null) return next();
    res.vary('Accept-Encoding');
    // Brotli whenever it is accepted at all (browsers list gzip first at equal weight).
    const encoding: Encoding | null = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
    if (!encoding) return next();
    const compressed = modifiedAt(file + ENCODINGS[encoding]);
    if (compressed === null || compressed < original) return next();
    res.locals.precompressed = { encoding, type };
    req.url = req.url.replace(/^([^?]*)/, `$1${ENCODINGS[encoding]}`);
    next();
  };
}

/** For serve-static's setHeaders: a precompressed copy goes out with its encoding and its file's type. */
export function setPrecompressedHeaders(res: Response) {
  const sent = res.locals.precompressed as { encoding: Encoding; type: string } | undefined;
  if (!sent) return;
  res.setHeader('Content-Encoding', sent.encoding);
  res.setHeader('Content-Type', sent.type);
}

/** The file a path names once its compressed form's suffix is taken off. */
export const withoutEncodingSuffix = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');
