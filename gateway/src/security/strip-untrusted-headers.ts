import type { RequestHandler } from 'express';
import { IDENTITY_HEADER } from '@wsms/contracts';
import { INTERNAL_SECRET_HEADER } from '@wsms/contracts/api';

const exact = new Set([IDENTITY_HEADER, 'x-request-context', INTERNAL_SECRET_HEADER, 'forwarded']);
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
