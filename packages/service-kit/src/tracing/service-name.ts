import path from 'node:path';

/** `services/booking/src/main.ts` -> booking, `gateway/src/main.ts` -> gateway (OTEL_SERVICE_NAME wins). */
export function serviceNameOf(entry: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  const parts = (entry ?? '').split(path.sep);
  const at = parts.lastIndexOf('services');
  if (at >= 0 && parts[at + 1]) return parts[at + 1]!;
  if (parts.includes('gateway')) return 'gateway';
  return path.basename(entry ?? 'node', path.extname(entry ?? ''));
}
