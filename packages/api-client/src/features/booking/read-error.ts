import { ApiError, messageFromBody } from '../../lib/api-error';

/** Throws `fallback` (spec 8's 'Failed to fetch ...') for a failed read, keeping the status. */
export function ensureOk(res: Response, fallback: string): void {
  if (!res.ok) throw new ApiError(res.status, fallback);
}

/** A write's failure whose message is the server's own (`{"message"}` or plain text), else `fallback`. */
export async function serverError(res: Response, fallback: string): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  const message = messageFromBody(text).trim();
  // An HTML error page from a proxy is no message for a person.
  return new ApiError(res.status, message && !message.startsWith('<') ? message : fallback, text);
}
