import { z } from 'zod';
import { business } from '@wsms/contracts';
import { baseServiceConfig, envBoolean, parseConfig } from '@wsms/service-kit';
import { reportReadPreferences } from './data-access/reports/report-repository';

// docker-compose passes unset variables as empty strings: treat those as absent.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const integer = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const origin = z.url().transform((url) => url.replace(/\/+$/, ''));

export const configSchema = baseServiceConfig
  .extend({
    SEED_DEMO_DATA: envBoolean(false),
    /** Where instructors live (GET /internal/instructors/...); services never read each other's databases. */
    CATALOG_URL: origin,
    /**
     * The clinical record (GET /internal/consent-status): every confirmation asks whether the client
     * signed the consent form in force; also the reports' digital sales and program compliance
     * (GET /internal/reports/content). Required in production; unset (tests of booking alone), no form
     * is in force and those report figures are zero.
     */
    CONTENT_URL: optional(origin),
    /** Who the accounts are (POST /internal/users/lookup); unset, the coach's client list answers 404 (not connected). */
    AUTH_URL: optional(origin),
    /**
     * The site's public origin: every e-mailed link, the payment provider's return pages and calendar
     * feed URLs start with it, never with a host a request named. Required in production.
     */
    PUBLIC_URL: optional(origin),
    /**
     * The time a report (summary, series) may take, in milliseconds: every database read of it carries
     * the time left (maxTimeMS), so a report the caller gave up on stops its database work, and content is
     * asked with what is left. Past it, 503 "The figures took too long to read, please try again".
     */
    REPORTS_TIME_BUDGET_MS: integer(4000, 100, 60_000),
    /**
     * How often the report projector looks for recorded changes to apply, in milliseconds (it is also
     * woken at once by a change on its own instance); 0 = this instance never projects.
     */
    REPORTS_PROJECTOR_POLL_MS: integer(1000, 0, 60_000),
    /**
     * Where the owner's report reads (summary, series, CSV exports) go on a replica set: `primary`, or
     * `secondaryPreferred` (a secondary while one is up, so figures may be the replication lag behind;
     * the primary is spared the exports' long reads). The projector's reads and writes stay on the primary.
     */
    REPORTS_READ_PREFERENCE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(reportReadPreferences, { error: `must be one of: ${reportReadPreferences.join(', ')}` }).default('primary'),
    ),
    /** How often the projector's holder compares the days around today with their records and mends them, in seconds (0 = off). */
    REPORTS_RECONCILE_SECONDS: integer(300, 0, 24 * 3600),
    BOOKING_HOLD_MINUTES: integer(15, 1, 24 * 60),
    BOOKING_MIN_NOTICE_MINUTES: integer(120, 0, 7 * 24 * 60),
    /** Clients may cancel or move a confirmed session until this many hours before it starts (staff and admins at any time). */
    BOOKING_CHANGE_CUTOFF_HOURS: integer(24, 0, 24 * 14),
    /** The reminder e-mail goes this many hours before a confirmed session. */
    BOOKING_REMINDER_HOURS: integer(24, 1, 24 * 7),
    /** How often each instance looks for reminders to send, in seconds (0 = off). */
    BOOKING_REMINDER_SECONDS: integer(60, 0, 3600),
    /** Messages one person may write per 10 minutes (each one e-mails the other side). */
    MESSAGES_MAX_PER_10_MIN: integer(20, 1, 10_000),
    /** How long a freed seat offered to the first in line on the waitlist is held for them. */
    WAITLIST_OFFER_MINUTES: integer(30, 1, 24 * 60),
    /** No waitlist offer for a session starting sooner than this many hours: the seat is simply free. */
    WAITLIST_MIN_NOTICE_HOURS: integer(2, 0, 24 * 14),
    /** How often each instance passes run-out offers on and looks at every hour still waited for (0 = off). */
    WAITLIST_SWEEP_SECONDS: integer(30, 0, 3600),
    /** Background sweep of expired holds, in seconds (0 = off); holds also expire on every read and checkout. */
    BOOKING_SWEEP_SECONDS: integer(60, 0, 3600),
    /** Checkouts per client address per 10 minutes (429 with Retry-After beyond). */
    CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: integer(30, 1, 100000),
    STRIPE_SECRET_KEY: optional(z.string().min(1)),
    STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
    /** Tests and local development only: e.g. http://127.0.0.1:12111 for stripe-mock. */
    STRIPE_API_BASE: optional(z.url()),
    /** Stripe refuses less than 30 minutes; our own hold still expires after BOOKING_HOLD_MINUTES. */
    STRIPE_CHECKOUT_EXPIRES_MINUTES: integer(30, 30, 24 * 60),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().min(3).default(`${business.name} <${business.email}>`),
    /** How often each instance looks for e-mails to send (also woken at once when one is queued). */
    OUTBOX_POLL_SECONDS: integer(5, 1, 3600),
    /** How often an instance tries again to re-read its copy of the consent state from content, until one re-read after its start worked. */
    CONSENT_COPY_REREAD_SECONDS: integer(30, 1, 3600),
    /** Unconfirmed holds at once per e-mail address and per client address (429 beyond). */
    CHECKOUT_MAX_HOLDS_PER_EMAIL: integer(3, 1, 100),
    CHECKOUT_MAX_HOLDS_PER_ADDRESS: integer(10, 1, 10_000),
    /** Unconfirmed holds per client address on one instructor's day, across accounts (a family's two bookings fit). */
    CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY: integer(2, 1, 10_000),
    /** Guests' unconfirmed holds may take this share of an instructor's seats on a day (100 = no cap). */
    CHECKOUT_GUEST_SHARE_PERCENT: integer(50, 1, 100),
    /** Cloudflare Turnstile (the same settings as the contact form): both set, checkouts need a token. */
    TURNSTILE_SECRET: optional(z.string().trim().min(1)),
    TURNSTILE_SITE_KEY: optional(z.string().trim().min(1)),
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    /** Replaces the cancellation policy text shown on the booking form, the cancel dialog and in e-mails. */
    CANCELLATION_POLICY_TEXT: optional(z.string().trim().min(1).max(2000)),
    /** Crash tests only: the service stops for good at this step (e.g. credit-spent) so a test can kill -9 it there. */
    BOOKING_TEST_STOP_AT: optional(z.enum(['credit-spent', 'credit-confirmed'])),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (env.NODE_ENV === 'production' && !env.CONTENT_URL) {
      ctx.addIssue({ code: 'custom', path: ['CONTENT_URL'], message: 'is required when NODE_ENV=production: every confirmation asks the content service whether the consent form is signed' });
    }
    if (env.NODE_ENV === 'production' && env.BOOKING_TEST_STOP_AT) {
      ctx.addIssue({ code: 'custom', path: ['BOOKING_TEST_STOP_AT'], message: 'is a crash-test hook and must not be set in production' });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "is required when NODE_ENV=production: the site's public origin (e.g. https://www.example.com), which every e-mailed link starts with",
      });
    }
  })
  // Development and tests: the address `npm start` serves by default.
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? 'http://localhost:3000' }));
export type Config = z.infer<typeof configSchema>;
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => parseConfig(configSchema, env);
