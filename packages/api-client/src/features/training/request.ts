import { ApiError, messageFromBody } from '../../lib/api-error';
import { READ_INIT } from '../../lib/read-init';

/** A read: its failure is spec 8's 'Failed to fetch ...' text, keeping the status. */
export async function readJson<T>(url: string, failure: string): Promise<T> {
  const res = await fetch(url, READ_INIT);
  if (!res.ok) throw new ApiError(res.status, failure);
  return (await res.json()) as T;
}

/** A write whose failure carries the server's own message (spec 8: 'the error message is shown'), else `fallback`. */
export async function writeJson<T>(method: string, url: string, body: unknown, fallback: string): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const message = messageFromBody(text).trim();
    // An HTML error page from a proxy is no message for a person.
    throw new ApiError(res.status, message && !message.startsWith('<') ? message : fallback, text);
  }
  return (await res.json()) as T;
}
