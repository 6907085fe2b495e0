import type { Request } from 'express';
import { compilePattern } from '../routes/match-route';
import { routeTable } from '../routes/route-table';

const compiled = routeTable.map((route) => ({ regex: compilePattern(route.pattern), pattern: route.pattern }));

/**
 * The gateway's route label when no Express route answered: the route-table pattern a proxied call
 * matched (`/api/bookings/**`), `/api/*` for an unknown API path, else `static` (pages and files).
 * Bounded by the table, never the raw URL.
 */
export function gatewayRouteLabel(req: Request): string {
  // The whole path: a handler mounted at '/api' sees (and leaves) req.path without it.
  const pathname = req.originalUrl.split('?')[0] ?? '/';
  const match = compiled.find((route) => route.regex.test(pathname));
  if (match) return match.pattern;
  return pathname.startsWith('/api/') || pathname === '/api' ? '/api/*' : 'static';
}
