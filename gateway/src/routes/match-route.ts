import { routeTable, type Route } from './route-table';
import type { ServiceName } from './service-names';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePattern(pattern: string): RegExp {
  const deep = pattern.endsWith('/**');
  const base = deep ? pattern.slice(0, -3) : pattern;
  const body = base
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${body}${deep ? '(?:/.*)?' : '/?'}$`);
}

export function createRouteMatcher(table: readonly Route[] = routeTable) {
  const compiled = table.map((route) => ({ regex: compilePattern(route.pattern), service: route.service }));
  return (pathname: string): ServiceName | null =>
    compiled.find((route) => route.regex.test(pathname))?.service ?? null;
}
