import pino from 'pino';
import { activeTraceFields } from './tracing/trace-id';

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-identity"]',
  'req.headers["x-booking-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  'password',
  'token',
];

export function createLogger(name: string, level: string) {
  // Every line written inside a request carries its trace id (and span id): the logs of one trace are found by it.
  return pino({ name, level, redact: { paths: redactPaths, censor: '[redacted]' }, mixin: activeTraceFields });
}
export type Logger = ReturnType<typeof createLogger>;
