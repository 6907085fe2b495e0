import { ApiError } from '../../lib/api-error';

/** GET a JSON list; a non-ok answer throws spec section 8's 'Failed to fetch {what}'. */
export async function readList<T>(url: string, what: string): Promise<T[]> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, `Failed to fetch ${what}`);
  return (await res.json()) as T[];
}
