import { z } from 'zod';
import { identityPublicKeyEnv } from './identity-keys';

/** Parse process.env once at start-up; fail fast listing every bad or missing variable. */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
// prefault (not default): zod 4 returns a default as-is, so the 'false' string would skip the transform and be truthy.
export const envBoolean = (fallback: boolean) => bool.prefault(fallback ? 'true' : 'false');

/** Where /metrics is served: its own port (default: PORT + 1000), on loopback unless METRICS_HOST is set. */
export const metricsConfig = {
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
};

export const baseServiceConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /** Loopback unless told otherwise: only the gateway (or an internal network) may reach a service. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI'),
  /** Guards the /internal/* routes services call each other on; it signs no identity. */
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** How long a call to another service may take, its retries included (the internal client's one time limit). */
  INTERNAL_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** The gateway's public key: every x-identity is verified with it (ES256 only). */
  IDENTITY_PUBLIC_KEY: identityPublicKeyEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...metricsConfig,
});
export type BaseServiceConfig = z.infer<typeof baseServiceConfig>;
