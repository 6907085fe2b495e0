import { ApiError, apiRequest, jsonMessage } from '@wsms/api-client';

/** A read; a non-ok answer throws spec section 8's 'Failed to fetch {what}' (the answer's text kept for details). */
export async function readJson<T>(url: string, what: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, `Failed to fetch ${what}`, await res.text());
  return (await res.json()) as T;
}

/**
 * The full list of a public list route (inactive or pending records included), asked for by name:
 * the plain route answers the public list to everyone, admins included.
 */
export const readFullList = <T>(path: '/api/instructors' | '/api/staff' | '/api/testimonials', what: string) =>
  readJson<T[]>(`${path}?scope=all`, what);

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

/** What the server said about a failure (the `message` of its JSON answer), or undefined when it said nothing usable. */
export const serverMessage = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  const message = jsonMessage(error.body);
  return message && message.length <= 300 ? message : undefined;
};

/**
 * A failed write's toast text: spec section 8's 'Failed to …' (the error's message), followed by the
 * server's reason when it refused the request itself (a 4xx with a JSON message, e.g. a duplicate).
 */
export const failureText = (error: Error): string => {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? serverMessage(error) : undefined;
  return reason && reason !== error.message ? `${error.message}: ${reason}` : error.message;
};
