import type { Request, Response } from 'express';
import { encodeCursor } from './cursor';
import type { Page } from './keyset';

/**
 * Sets `Link: </path?…&cursor=…&limit=…>; rel="next"` (RFC 8288) when more remain, keeping the
 * request's other query parameters (its filters), and answers the page's items: a paged route
 * returns `sendPage(input, page)` and its body stays the plain JSON array.
 */
export function nextPageLink(req: Request, page: { next?: string }, limit: number): string | undefined {
  if (page.next === undefined) return undefined;
  const url = new URL(req.originalUrl, 'http://service.invalid');
  url.searchParams.set('cursor', encodeCursor(page.next));
  url.searchParams.set('limit', String(limit));
  return `<${url.pathname}?${url.searchParams.toString()}>; rel="next"`;
}

export function sendPage<T>({ req, res, query }: { req: Request; res: Response; query: { limit: number } }, page: Page<T>): T[] {
  const link = nextPageLink(req, page, query.limit);
  if (link) res.setHeader('Link', link);
  return page.items;
}
