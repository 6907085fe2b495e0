import { ApiError, messageFromBody } from '../../lib/api-error';

/** An auth failure whose message is the server's text (its JSON `message`), or `fallback` if empty. */
export async function readAuthError(res: Response, fallback: string): Promise<ApiError> {
  const text = await res.text();
  return new ApiError(res.status, messageFromBody(text) || fallback, text);
}
