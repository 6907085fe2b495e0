import type { QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-request';
import { READ_INIT } from './read-init';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A read: GET with cookies, JSON body; a 401 throws or yields null as configured. */
export async function getJson<T>(url: string, { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): Promise<T | null> {
  const res = await fetch(url, READ_INIT);
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The generic query function: the string parts of the query key, joined by '/', are the URL. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey }) => {
    const url = queryKey.filter((part): part is string => typeof part === 'string').join('/');
    return getJson<T>(url, options);
  };
}
