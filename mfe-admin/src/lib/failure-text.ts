import { ApiError } from '@wsms/api-client';

/** What the server said about a failure (its JSON `message`), or undefined when it said nothing usable. */
export const serverMessage = (error: unknown): string | undefined => {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
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
