import { Router } from 'express';
import type { Connection } from 'mongoose';
import { createRateLimiter, type Logger, type ServiceContext, type ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { httpCatalogClient, type CatalogClient } from './adapters/catalog-client';
import type { Mailer } from './adapters/email/mailer';
import { outboxMailer } from './adapters/email/outbox-mailer';
import { smtpMailer } from './adapters/email/smtp-mailer';
import { embeddedPaymentProvider } from './adapters/payments/embedded-payment-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { stripePaymentProvider } from './adapters/payments/stripe-payment-provider';
import { availabilityRepository } from './data-access/availability-repository';
import { bookingRepository } from './data-access/booking-repository';
import { decisionRepository } from './data-access/decision-repository';
import { outboxRepository } from './data-access/outbox-repository';
import { seatRepository } from './data-access/seat-repository';
import { templateRepository } from './data-access/template-repository';
import type { BookingDeps } from './domain/booking-deps';
import { systemClock, type Clock } from './domain/clock';
import { sweepHolds } from './domain/hold-lifecycle';
import { seedDemoData } from './domain/seed-demo-data.use-case';
import { availabilityRoutes } from './entry-points/api/availability.routes';
import { bookingRoutes } from './entry-points/api/booking.routes';
import { checkoutRoutes } from './entry-points/api/checkout.routes';
import { instructorClientsRoutes } from './entry-points/api/instructor-clients.routes';
import { instructorRoutes } from './entry-points/api/instructor.routes';
import { stripeWebhookRoutes } from './entry-points/api/stripe-webhook.routes';

/** Test seams: a clock to move time; other adapters default from the configuration. */
export interface BookingOverrides {
  clock?: Clock;
  catalog?: CatalogClient;
  mailer?: Mailer;
}

export function buildBookingDeps(
  db: Connection,
  logger: Logger,
  config: Config,
  payments: PaymentProvider,
  overrides: BookingOverrides = {},
): BookingDeps {
  const outbox = outboxRepository(db);
  return {
    bookings: bookingRepository(db),
    seats: seatRepository(db),
    decisions: decisionRepository(db),
    availability: availabilityRepository(db),
    templates: templateRepository(db),
    outbox,
    catalog: overrides.catalog ?? httpCatalogClient(config.CATALOG_URL, config.INTERNAL_SECRET),
    payments,
    mailer: overrides.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(outbox, config.MAIL_FROM)),
    clock: overrides.clock ?? systemClock,
    logger,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    minNoticeMinutes: config.BOOKING_MIN_NOTICE_MINUTES,
    checkoutsPerAddress: createRateLimiter(db, {
      name: 'checkout-ip',
      points: config.CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN,
      durationSeconds: 600,
    }),
  };
}

function startSweep(deps: BookingDeps, db: Connection, seconds: number) {
  if (seconds <= 0) return;
  const sweep = () => {
    if (db.readyState !== 1) return;
    sweepHolds(deps).catch((err: unknown) => deps.logger.warn({ err }, 'hold sweep failed'));
  };
  setTimeout(sweep, 1000).unref();
  setInterval(sweep, seconds * 1000).unref();
}

export function bookingService(config: Config, overrides: BookingOverrides = {}): ServiceDefinition<Config> {
  const stripe = config.STRIPE_SECRET_KEY
    ? stripePaymentProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        apiBase: config.STRIPE_API_BASE,
        publicUrl: config.PUBLIC_URL,
        expiresMinutes: config.STRIPE_CHECKOUT_EXPIRES_MINUTES,
      })
    : null;
  const payments = stripe?.provider ?? embeddedPaymentProvider(config.PUBLIC_URL);
  let deps: BookingDeps | undefined;
  const depsFor = ({ db, logger }: ServiceContext<Config>) => (deps ??= buildBookingDeps(db, logger, config, payments, overrides));

  return {
    name: 'booking',
    config,
    beforeJson: stripe ? (app, ctx) => app.use(stripeWebhookRoutes(depsFor(ctx), stripe.parseWebhook)) : undefined,
    routes: async (ctx) => {
      const d = depsFor(ctx);
      await ctx.db.syncIndexes();
      if (config.SEED_DEMO_DATA) void seedDemoData(d).catch((err: unknown) => ctx.logger.error({ err }, 'demo seed failed'));
      startSweep(d, ctx.db, config.BOOKING_SWEEP_SECONDS);
      const router = Router();
      router.use(availabilityRoutes(d), bookingRoutes(d), checkoutRoutes(d), instructorRoutes(d));
      router.use(instructorClientsRoutes(d, { db: ctx.db, authUrl: config.AUTH_URL, internalSecret: config.INTERNAL_SECRET }));
      return router;
    },
  };
}
