import { z } from 'zod';
import { baseServiceConfig, envBoolean, parseConfig } from '@wsms/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const authConfigSchema = baseServiceConfig.extend({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  COOKIE_SECURE: envBoolean(false),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(11),
  SEED_DEMO_USERS: envBoolean(false),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  parseConfig(authConfigSchema, env);
