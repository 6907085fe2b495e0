import pino from 'pino';

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
  return pino({ name, level, redact: { paths: redactPaths, censor: '[redacted]' } });
}
export type Logger = ReturnType<typeof createLogger>;
