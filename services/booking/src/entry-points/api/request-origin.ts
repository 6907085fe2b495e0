import type { Request } from 'express';
import { badRequest } from '@wsms/service-kit';

const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the visitor used, from the gateway's forwarded host and protocol (trusted from the
 * loopback proxy only): opening the site at 127.0.0.1 keeps links at 127.0.0.1.
 */
export function requestOrigin(req: Request): string {
  const host = req.host;
  if (!host || !hostPattern.test(host)) throw badRequest('Invalid Host header');
  return `${req.protocol}://${host}`.toLowerCase();
}
