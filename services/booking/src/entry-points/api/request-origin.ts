import type { Request } from 'express';
import { badRequest, clientOrigin } from '@wsms/service-kit';

const originPattern = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the visitor used, from the gateway's signed request context (which honours forwarded
 * headers from trusted proxies only): opening the site at 127.0.0.1 keeps links at 127.0.0.1.
 */
export function requestOrigin(req: Request): string {
  const origin = clientOrigin(req);
  if (!origin || !originPattern.test(origin)) throw badRequest('Invalid Host header');
  return origin.toLowerCase();
}
