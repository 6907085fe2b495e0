import { z } from 'zod';
import { baseServiceConfig, envBoolean, parseConfig } from '@wsms/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const origin = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));

export const authConfigSchema = baseServiceConfig.extend({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  /** Unset: `Secure` in production, not elsewhere (plain http://localhost); production refuses false. */
  COOKIE_SECURE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', '1', '0']).optional()),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(11),
  /** Demo accounts with published passwords (admin/admin123): production refuses it. */
  SEED_DEMO_USERS: envBoolean(false),
  /** E-mail goes through the booking service's durable outbox (POST /internal/outbox). */
  BOOKING_URL: origin,
  /** Asked whether an e-mail belongs to an instructor (GET /internal/instructors?email=); instructors are linked on promotion. */
  CATALOG_URL: origin,
  /** Its audit entries are gathered for the admin's audit log (GET /internal/audit-log). */
  CONTENT_URL: origin,
  /** The site's origin, for the link in verification e-mails. */
  PUBLIC_URL: origin.default('http://localhost:3000'),
  /** Failed logins per (username, client address) per window before that pair gets 429. */
  LOGIN_MAX_FAILURES_PER_PAIR: positiveInt(5),
  /** Failed logins per client address per window (any usernames) before that address gets 429. */
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  /** Failures of one username (from anywhere) after which its logins are slowed, never blocked. */
  LOGIN_SLOWDOWN_AFTER_FAILURES: positiveInt(10),
  /** The slow-down doubles from 250 ms with each further failure, up to this many seconds. */
  LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: positiveInt(10),
  /** Password hashes computed at once for registrations; others wait, so sign-ins keep their CPU share. */
  REGISTER_HASH_CONCURRENCY: positiveInt(2),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().positive().default(24),
  VERIFICATION_RESEND_MAX_PER_HOUR: positiveInt(3),
});

/** What production must not run with: as booking refuses its crash hook, the service exits saying why. */
const authConfig = authConfigSchema
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.SEED_DEMO_USERS) {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO_USERS'], message: 'must not be on when NODE_ENV=production: it creates the demo accounts, whose passwords (admin/admin123) are published' });
    }
    if (env.COOKIE_SECURE === 'false' || env.COOKIE_SECURE === '0') {
      ctx.addIssue({ code: 'custom', path: ['COOKIE_SECURE'], message: 'must not be false when NODE_ENV=production: the session cookie would travel over plain http' });
    }
  })
  .transform(({ COOKIE_SECURE, ...env }) => ({
    ...env,
    COOKIE_SECURE: COOKIE_SECURE === undefined ? env.NODE_ENV === 'production' : COOKIE_SECURE === 'true' || COOKIE_SECURE === '1',
  }));
export type AuthConfig = z.infer<typeof authConfig>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  parseConfig(authConfig, env);
