import { ApiError } from './api-error';
import { sendRequest } from './api-request';

/**
 * POSTs `body` as JSON with the session cookie. When no answer arrives at all (offline, connection
 * cut), throws `fallback` as an ApiError with status 0: the visitor reads the spec's fallback text,
 * not the browser's own words ('Failed to fetch', 'Load failed').
 */
export async function postJson(url: string, body: unknown, fallback: string): Promise<Response> {
  try {
    return await sendRequest('POST', url, body);
  } catch {
    throw new ApiError(0, fallback);
  }
}
