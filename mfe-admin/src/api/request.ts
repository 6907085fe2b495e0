import { ApiError, apiRequest, messageFromBody } from '@wsms/api-client';

/** A read; a non-ok answer throws spec section 8's 'Failed to fetch {what}' (the answer's text kept for details). */
export async function readJson<T>(url: string, what: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, `Failed to fetch ${what}`, await res.text());
  return (await res.json()) as T;
}

/** A write; a non-ok answer throws `failure` ('Failed to create instructor'), keeping the answer for forms. */
export async function writeJson<T>(method: string, url: string, body: unknown, failure: string): Promise<T> {
  try {
    const res = await apiRequest(method, url, body);
    return (res.status === 204 ? undefined : await res.json()) as T;
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, failure, error.body);
    throw new ApiError(0, failure);
  }
}

/** What the server said about a failure, for a toast's description. */
export const serverMessage = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  const message = messageFromBody(error.body);
  return message.length > 300 ? undefined : message;
};
