import { z } from 'zod';
import { baseServiceConfig, envBoolean, parseConfig } from '@wsms/service-kit';
import { parseClinicalKey } from './adapters/clinical-cipher';

// docker-compose passes unset variables as empty strings: treat those as absent.
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const origin = z.url().transform((url) => url.replace(/\/+$/, ''));

export const configSchema = baseServiceConfig.extend({
  SEED_DEMO_DATA: envBoolean(false),
  /** The time content's part of a report may take (ms); booking passes what it has left when that is less. Every read carries it (maxTimeMS). */
  REPORTS_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Contact messages accepted per client address per minute (always on, with the honeypot). */
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Web-vitals reports (POST /api/telemetry/vitals) accepted per client address per minute: a visit sends about three per page. */
  VITALS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Pictures a staff member (not an admin) may upload per hour: their own profile photo. */
  UPLOAD_STAFF_MAX_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Cloudflare Turnstile: verified on the server only when the secret is set. */
  TURNSTILE_SECRET: optionalString,
  /** Public widget key; /api/contact/config shares it only when the secret is set too. */
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Booking: an instructor's clients (GET /internal/instructor-clients), checked when a program is assigned. */
  BOOKING_URL: z.preprocess((v) => (v === '' ? undefined : v), origin.optional()),
  /** How often each instance sends booking the consent forms and signatures it has not acknowledged (its copy of the consent state); 0 = only right after each write. */
  CONSENT_EVENTS_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Auth: which accounts exist (POST /internal/users/lookup), checked when an admin assigns a program. */
  AUTH_URL: z.preprocess((v) => (v === '' ? undefined : v), origin.optional()),
  /** Catalog: creates the store product of a digital product (POST /internal/store-products). */
  CATALOG_URL: z.preprocess((v) => (v === '' ? undefined : v), origin.optional()),
  /** Verifies Shopify's orders/paid webhook (X-Shopify-Hmac-Sha256); unset: the webhook answers 404 (Shopify is not connected). */
  SHOPIFY_WEBHOOK_SECRET: optionalString,
  /**
   * The clinical record's key (32 bytes: 64 hex digits or base64): intake, notes, addenda and injuries
   * are sealed with it (AES-256-GCM). Required in production; unset elsewhere, the record answers 503.
   */
  CLINICAL_DATA_KEY: optionalString,
  /** Earlier keys, comma-separated, still read after a roll-over (each value names the key that sealed it). */
  CLINICAL_DATA_KEYS: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((key) => key.trim()).filter(Boolean) : []),
    z.array(z.string()),
  ),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.CLINICAL_DATA_KEY) {
    ctx.addIssue({ code: 'custom', path: ['CLINICAL_DATA_KEY'], message: 'is required in production: the clinical record is encrypted with it' });
  }
  for (const [name, keys] of [['CLINICAL_DATA_KEY', env.CLINICAL_DATA_KEY ? [env.CLINICAL_DATA_KEY] : []], ['CLINICAL_DATA_KEYS', env.CLINICAL_DATA_KEYS]] as const) {
    for (const key of keys) {
      try {
        parseClinicalKey(key);
      } catch {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be 32 bytes written as 64 hex digits or base64' });
      }
    }
  }
  // Tests may leave them out (assignment then answers 404: not connected); a production process must know both.
  for (const name of ['BOOKING_URL', 'AUTH_URL'] as const) {
    if (env.NODE_ENV === 'production' && !env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
  }
});
export type Config = z.infer<typeof configSchema>;
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => parseConfig(configSchema, env);
