import { z } from 'zod';
import { baseServiceConfig, envBoolean, parseConfig } from '@wsms/service-kit';

// docker-compose passes unset variables as empty strings: treat those as absent.
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const configSchema = baseServiceConfig
  .extend({
    SEED_DEMO_DATA: envBoolean(false),
    /** The site's public origin: embedded checkout answers `${PUBLIC_URL}/shop/order/<id>`. */
    PUBLIC_URL: z.url().default('http://localhost:3000').transform((url) => url.replace(/\/+$/, '')),
    /** The booking service, asked how many upcoming bookings an instructor has before a delete (set by npm start and compose). */
    BOOKING_URL: optionalUrl,
    /** The content service, told of each placed order line of a digital product (digital_purchases). */
    CONTENT_URL: optionalUrl,
    /** The auth service, sent this service's audit entries for the admins' audit log (unset: they stay in catalog's own log). */
    AUTH_URL: optionalUrl,
    /** How long an instance reuses a public list (instructors, staff, products, testimonials) after reading it; its own writes clear it at once. */
    PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(5000),
    SHOPIFY_STORE_DOMAIN: optionalString,
    SHOPIFY_STOREFRONT_TOKEN: optionalString,
    SHOPIFY_API_VERSION: z.string().regex(/^(\d{4}-\d{2}|unstable)$/, 'must look like 2025-07').default('2025-07'),
    /** Tests and local development only: sends Storefront API calls to this origin instead of https://<domain>. */
    SHOPIFY_API_ORIGIN_OVERRIDE: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SHOPIFY_STORE_DOMAIN) !== Boolean(env.SHOPIFY_STOREFRONT_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SHOPIFY_STORE_DOMAIN ? 'SHOPIFY_STOREFRONT_TOKEN' : 'SHOPIFY_STORE_DOMAIN'],
        message: 'SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN must be set together',
      });
    }
  });
export type Config = z.infer<typeof configSchema>;
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => parseConfig(configSchema, env);
