import type { RequestHandler } from 'express';
import type { Logger } from '@wsms/service-kit';
import { requestId } from '../security/request-context';

const quiet = new Set(['/healthz', '/api/health']);

/** One JSON line per request; the path is logged without its query string and never with headers. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      if (quiet.has(req.path) && res.statusCode < 500) return;
      const entry = {
        reqId: requestId(req),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        service: res.locals.service as string | undefined,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      logger[res.statusCode >= 500 ? 'warn' : 'info'](entry, 'request');
    });
    next();
  };
}
