import type { Request } from 'express';

/** The caller's address as the gateway saw it. */
export function clientAddress(req: Request): string {
  return req.ip ?? 'unknown';
}
