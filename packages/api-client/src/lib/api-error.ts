/** A non-ok HTTP answer. `message` is what the user may see; `status` lets callers branch. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The `message` of a JSON error body (`{"message": ...}`), else the text itself. */
export function messageFromBody(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON: the text is the message
  }
  return text;
}
