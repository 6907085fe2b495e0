/** One field's problem in a 400 answer (`{ message, errors: [{ path, message }] }`). */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** A non-ok HTTP answer. `message` is what the user may see; `status` lets callers branch; `errors` name fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: ApiFieldError[];

  constructor(status: number, message: string, errors?: ApiFieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors?.length) this.errors = errors;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `message` of a JSON error body (`{"message": ...}`), else the text itself. */
export function messageFromBody(text: string): string {
  const parsed = parseJson(text);
  if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
    return parsed.message;
  }
  return text;
}

/** The well-formed entries of a JSON error body's `errors` list (empty when there is none). */
export function fieldErrorsFromBody(text: string): ApiFieldError[] {
  const parsed = parseJson(text);
  if (!parsed || typeof parsed !== 'object' || !('errors' in parsed) || !Array.isArray(parsed.errors)) return [];
  return parsed.errors.filter(
    (e: unknown): e is ApiFieldError =>
      typeof e === 'object' && e !== null && typeof (e as ApiFieldError).path === 'string' && typeof (e as ApiFieldError).message === 'string',
  );
}
