import { ensureOk, serverError } from './read-error';
import { READ_INIT } from '../../lib/read-init';

/** A read whose failure is spec 8's 'Failed to fetch ...' text, keeping the status. */
export async function readJson<T>(url: string, failure: string): Promise<T> {
  const res = await fetch(url, READ_INIT);
  ensureOk(res, failure);
  return (await res.json()) as T;
}

/** A write whose failure carries the server's own message, else `fallback`; 204 answers undefined. */
export async function sendJson<T>(method: string, url: string, body: unknown, fallback: string): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) throw await serverError(res, fallback);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** `?instructorId=` for an admin acting on a chosen instructor; nothing for staff (the service uses their e-mail). */
export const scope = (instructorId?: string, extra: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ instructorId, ...extra })) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
};
