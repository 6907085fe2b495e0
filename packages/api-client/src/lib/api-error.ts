/**
 * A non-ok HTTP answer. `message` is what the user may see; `status` lets callers branch; `body` is
 * the answer's text, where a form finds a 400's field errors (`{ message, errors: [{ path, message }] }`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, message: string, body = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The `message` of a JSON error body (`{"message": ...}`), or undefined when the text is not one. */
export function jsonMessage(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

/** The `message` of a JSON error body (`{"message": ...}`), else the text itself. */
export function messageFromBody(text: string): string {
  return jsonMessage(text) ?? text;
}
