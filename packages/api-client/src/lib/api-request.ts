import { ApiError } from './api-error';

/** Spec section 7: any non-ok answer becomes Error('{status}: {response text or status text}'). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

/** The request of a write: any method, JSON body only when given, cookies included; any answer is returned. */
export const sendRequest = (method: string, url: string, body?: unknown): Promise<Response> =>
  fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });

/** A write that throws spec section 7's '{status}: {text}' on a non-ok answer; returns the raw response. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await sendRequest(method, url, body);
  await throwIfResNotOk(res);
  return res;
}
