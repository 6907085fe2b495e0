export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly errors?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: AppError['errors']) =>
  new AppError('bad-request', message, 400, errors);
export const unauthorized = (message = 'Not authenticated') => new AppError('unauthorized', message, 401);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message, 403);
export const notFound = (message = 'Not found') => new AppError('not-found', message, 404);
export const conflict = (message: string) => new AppError('conflict', message, 409);

/** 429: the error handler adds the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super('too-many-requests', message, 429);
  }
}
