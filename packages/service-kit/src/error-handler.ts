import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, TooManyRequestsError } from './app-error';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

function fromHttpError(err: HttpishError): AppError | null {
  const status = err.status ?? err.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (err.type === 'entity.too.large') return new AppError('too-large', 'Request body is too large', 413);
  if (err.type === 'entity.parse.failed') return new AppError('bad-json', 'Malformed JSON in request body', 400);
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return new AppError('bad-encoding', 'Unsupported request encoding', 415);
  return new AppError('bad-request', err.expose && err.message ? err.message : 'Bad request', status);
}

export const notFoundHandler: RequestHandler = (req) => {
  throw new AppError('route-not-found', `No route for ${req.method} ${req.path}`, 404);
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = err instanceof AppError ? err : fromHttpError(err as HttpishError);
  if (appError) {
    if (appError.status >= 500) req.log?.error({ err }, appError.message);
    if (appError instanceof TooManyRequestsError) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status).json({
      message: appError.message,
      ...(appError.errors ? { errors: appError.errors } : {}),
    });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error' });
};
