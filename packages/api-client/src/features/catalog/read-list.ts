import { ApiError } from '../../lib/api-error';
import { READ_INIT } from '../../lib/read-init';

/** GET a JSON list; a non-ok answer throws spec section 8's 'Failed to fetch {what}'. */
export async function readList<T>(url: string, what: string): Promise<T[]> {
  const res = await fetch(url, READ_INIT);
  if (!res.ok) throw new ApiError(res.status, `Failed to fetch ${what}`);
  return (await res.json()) as T[];
}
