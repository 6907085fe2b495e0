import type { RequestHandler } from 'express';

const exact = new Set(['x-identity', 'x-request-context', 'x-internal-secret', 'forwarded']);
const prefixes = ['x-user-', 'x-forwarded-'];

/** Headers that only the gateway may set: whatever a client sends under these names is dropped. */
export const isUntrustedHeader = (name: string) =>
  exact.has(name) || prefixes.some((prefix) => name.startsWith(prefix));

export const stripUntrustedHeaders: RequestHandler = (req, _res, next) => {
  for (const name of Object.keys(req.headers)) {
    if (isUntrustedHeader(name)) delete req.headers[name];
  }
  next();
};
