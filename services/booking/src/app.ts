import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { Connection } from 'mongoose';
import { cancellationPolicyText } from '@wsms/contracts';
import { background, createRateLimiter, httpAuditSink, turnstileBotCheck, type Logger, type ServiceContext, type ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { httpContentReportClient } from './adapters/content-report-client';
import { httpCatalogClient, type CatalogClient } from './adapters/catalog-client';
import { httpConsentDirectory } from './adapters/consent-client';
import type { Mailer } from './adapters/email/mailer';
import { outboxMailer } from './adapters/email/outbox-mailer';
import { smtpMailer } from './adapters/email/smtp-mailer';
import { embeddedPaymentProvider } from './adapters/payments/embedded-payment-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { stripePaymentProvider } from './adapters/payments/stripe-payment-provider';
import { availabilityRepository } from './data-access/availability/availability-repository';
import { bookingRepository } from './data-access/shared/booking-repository';
import { calendarFeedRepository } from './data-access/notifications/calendar-feed-repository';
import { changeRepository } from './data-access/changes/change-repository';
import { creditRepository } from './data-access/credits/credit-repository';
import { packageRepository } from './data-access/credits/package-repository';
import { purchaseRepository } from './data-access/credits/purchase-repository';
import { decisionRepository } from './data-access/seats/decision-repository';
import { emailQueueRepository } from './data-access/notifications/email-queue-repository';
import { holdSlotRepository } from './data-access/seats/hold-slot-repository';
import { messageRepository } from './data-access/conversation/message-repository';
import { noteRepository } from './data-access/conversation/note-repository';
import { outboxRepository } from './data-access/notifications/outbox-repository';
import { reportRepository, type ReportRepository } from './data-access/reports/report-repository';
import { reportEventRepository } from './data-access/reports/report-event-repository';
import { reminderRepository } from './data-access/notifications/reminder-repository';
import { seatRepository } from './data-access/seats/seat-repository';
import { settlementRepository } from './data-access/seats/settlement-repository';
import { templateRepository } from './data-access/availability/template-repository';
import { waitlistRepository } from './data-access/waitlist/waitlist-repository';
import { consentCopyRepository } from './data-access/consent/consent-copy-repository';
import { consentWithCopy, rereadConsentCopy } from './domain/consent/consent-copy';
import { finishChanges, type ChangeDeps } from './domain/changes/booking-changes';
import type { TestStop } from './domain/credits/credit-deps';
import { sendCreditExpiryReminders } from './domain/credits/expiry-reminders';
import { finishPurchases } from './domain/credits/purchase.use-case';
import { finishRedemptions } from './domain/credits/spend-credit';
import { seedDemoData, type SeedDeps } from './domain/demo/seed-demo-data.use-case';
import { sendDueEmails, type OutboxWorkerDeps } from './domain/notifications/outbox-worker';
import { sendDueReminders, type ReminderDeps } from './domain/notifications/reminders';
import { reconcileRecentDays } from './domain/reports/reconcile-reports';
import { recordingBookings, recordingCredits, recordingWaitlist, type RecordingDeps } from './domain/reports/report-events';
import { reportProjector, type ProjectorDeps } from './domain/reports/report-projector';
import { feedExpiredCredits } from './domain/reports/reporting-records';
import { finishSettlements, repairSeatKeys, sweepHolds } from './domain/seats/hold-lifecycle';
import { systemClock, type Clock } from './domain/shared/clock';
import { seatFreed, seatsAdded } from './domain/waitlist/offer-seat';
import type { WaitlistDeps } from './domain/waitlist/waitlist-deps';
import { sweepWaitlist } from './domain/waitlist/waitlist-sweep';
import { availabilityRoutes } from './entry-points/api/availability.routes';
import { bookingRoutes, type BookingRoutesDeps } from './entry-points/api/booking.routes';
import { checkoutRoutes } from './entry-points/api/checkout.routes';
import { consentEventsRoutes } from './entry-points/api/consent-events.routes';
import { creditRoutes, type CreditRoutesDeps } from './entry-points/api/credits.routes';
import { instructorClientsRoutes } from './entry-points/api/instructor-clients.routes';
import { instructorClientRepository } from './data-access/listing/instructor-client-repository';
import { instructorRoutes, type InstructorRoutesDeps } from './entry-points/api/instructor.routes';
import { outboxRoutes } from './entry-points/api/outbox.routes';
import { reportRoutes, type ReportRoutesDeps } from './entry-points/api/reports.routes';
import { sessionRoutes, type SessionRoutesDeps } from './entry-points/api/session.routes';
import { stripeWebhookRoutes } from './entry-points/api/stripe-webhook.routes';
import { waitlistRoutes } from './entry-points/api/waitlist.routes';
import { registerBusinessGauges } from './entry-points/metrics/business-gauges';
import { bookingSystemFigures } from './entry-points/metrics/system-figures';

/** Test seams: a clock to move time; other adapters default from the configuration. */
export interface BookingOverrides {
  clock?: Clock;
  catalog?: CatalogClient;
  mailer?: Mailer;
  /** The report collections (a test spies on them to show that requests never write them). */
  reports?: (db: Connection) => ReportRepository;
}

/**
 * What the composition root builds once: every port and setting that the route modules and
 * background jobs declare. Nothing in the domain takes it whole; each use-case names its own part.
 */
export type BookingPorts = BookingRoutesDeps & CreditRoutesDeps & SessionRoutesDeps & InstructorRoutesDeps & ChangeDeps & ReminderDeps & OutboxWorkerDeps & SeedDeps & WaitlistDeps & ReportRoutesDeps & RecordingDeps & ProjectorDeps;

export function buildBookingDeps(
  db: Connection,
  logger: Logger,
  config: Config,
  payments: PaymentProvider,
  overrides: BookingOverrides = {},
  wakeOutbox: () => void = () => undefined,
  wakeProjector: () => void = () => undefined,
): BookingPorts {
  const clock = overrides.clock ?? systemClock;
  // Every change of a booking, a credit or a counted waitlist offer records an event for the report projector (domain/reports).
  const recording: RecordingDeps = { reportEvents: reportEventRepository(db), wakeProjector };
  const ports: BookingPorts = {
    ...recording,
    bookings: recordingBookings(bookingRepository(db), recording),
    reports: overrides.reports?.(db) ?? reportRepository(db),
    contentReports: httpContentReportClient(config.CONTENT_URL, config.INTERNAL_SECRET, config.REPORTS_TIME_BUDGET_MS),
    seats: seatRepository(db),
    decisions: decisionRepository(db),
    settlements: settlementRepository(db),
    holdSlots: holdSlotRepository(db),
    availability: availabilityRepository(db),
    templates: templateRepository(db),
    outbox: outboxRepository(db),
    emailQueue: emailQueueRepository(db),
    changes: changeRepository(db),
    messages: messageRepository(db),
    notes: noteRepository(db),
    reminders: reminderRepository(db),
    calendarFeeds: calendarFeedRepository(db),
    credits: recordingCredits(creditRepository(db), recording),
    packages: packageRepository(db),
    purchases: purchaseRepository(db),
    testStop: testStopAt(config.BOOKING_TEST_STOP_AT, logger),
    catalog: overrides.catalog ?? httpCatalogClient(config.CATALOG_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    // Content's answer while it answers, else booking's copy of the consent state (domain/consent/consent-copy).
    consent: consentWithCopy(httpConsentDirectory(config.CONTENT_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS), { consentCopy: consentCopyRepository(db) }),
    payments,
    mailer: overrides.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL) : outboxMailer()),
    botCheck: config.TURNSTILE_SECRET
      ? turnstileBotCheck({ secret: config.TURNSTILE_SECRET, verifyUrl: config.TURNSTILE_VERIFY_URL, logger })
      : null,
    wakeOutbox,
    clock,
    logger,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    minNoticeMinutes: config.BOOKING_MIN_NOTICE_MINUTES,
    checkoutsPerAddress: createRateLimiter(db, {
      name: 'checkout-ip',
      points: config.CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN,
      durationSeconds: 600,
    }),
    holdLimits: {
      perEmail: config.CHECKOUT_MAX_HOLDS_PER_EMAIL,
      perAddress: config.CHECKOUT_MAX_HOLDS_PER_ADDRESS,
      perAddressPerInstructorDay: config.CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY,
      guestSharePercent: config.CHECKOUT_GUEST_SHARE_PERCENT,
    },
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    changeCutoffHours: config.BOOKING_CHANGE_CUTOFF_HOURS,
    cancellationPolicy: config.CANCELLATION_POLICY_TEXT ?? cancellationPolicyText(config.BOOKING_CHANGE_CUTOFF_HOURS),
    reminderHours: config.BOOKING_REMINDER_HOURS,
    messagesPerSender: createRateLimiter(db, { name: 'session-messages', points: config.MESSAGES_MAX_PER_10_MIN, durationSeconds: 600 }),
    linkSecret: createHash('sha256').update(`calendar-links:${config.INTERNAL_SECRET}`).digest('hex'),
    waitlist: recordingWaitlist(waitlistRepository(db), recording),
    waitlistOfferMinutes: config.WAITLIST_OFFER_MINUTES,
    waitlistMinNoticeHours: config.WAITLIST_MIN_NOTICE_HOURS,
    // Every sub-domain that frees a seat announces it here; the waitlist offers it to the next in line.
    freedSeats: {
      seatFreed: (seat) => seatFreed(ports, seat),
      seatsAdded: (instructorId) => seatsAdded(ports, instructorId),
    },
  };
  return ports;
}

/** The crash tests' hook: at the named step the request hangs for good (logged), so the test can kill -9 the process there. */
function testStopAt(step: Config['BOOKING_TEST_STOP_AT'], logger: Logger): TestStop {
  if (!step) return null;
  return async (reached) => {
    if (reached !== step) return;
    logger.warn({ step }, 'BOOKING_TEST_STOP_AT reached: waiting to be killed');
    await new Promise<never>(() => undefined);
  };
}

export function bookingService(config: Config, overrides: BookingOverrides = {}): ServiceDefinition<Config> {
  const stripe = config.STRIPE_SECRET_KEY
    ? stripePaymentProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        apiBase: config.STRIPE_API_BASE,
        expiresMinutes: config.STRIPE_CHECKOUT_EXPIRES_MINUTES,
      })
    : null;
  const payments = stripe?.provider ?? embeddedPaymentProvider();
  let wake: () => void = () => undefined;
  let wakeProjector: () => void = () => undefined;
  let deps: BookingPorts | undefined;
  const depsFor = ({ db, logger }: ServiceContext<Config>) =>
    (deps ??= buildBookingDeps(db, logger, config, payments, overrides, () => wake(), () => wakeProjector()));

  return {
    name: 'booking',
    config,
    auditSink: ({ config: cfg }) => (cfg.AUTH_URL ? httpAuditSink(cfg.AUTH_URL, cfg.INTERNAL_SECRET) : undefined),
    beforeJson: stripe ? (app, ctx) => app.use(stripeWebhookRoutes(depsFor(ctx), stripe.parseWebhook)) : undefined,
    systemFigures: () => bookingSystemFigures,
    routes: async (ctx) => {
      const d = depsFor(ctx);
      await ctx.db.syncIndexes();
      // Rows stored before the lists were paged get their list keys (once per collection).
      await Promise.all([d.bookings.backfillListKeys(), d.messages.backfillListKeys(), d.outbox.backfillListKeys(), d.purchases.backfillListKeys(), d.waitlist.backfillListKeys()]);
      // A database whose bookings were written before the coach's client list was kept gets its rows (once).
      await instructorClientRepository(ctx.db).rebuildOnce();
      // A database with no export rows yet needs no rebuild for the export days: every row from now on writes its day.
      await d.reports.markExportDaysComplete(false);
      wake = background(ctx.db, ctx.logger, 'outbox worker', config.OUTBOX_POLL_SECONDS, () => sendDueEmails(d));
      const sweep = background(ctx.db, ctx.logger, 'hold sweep', config.BOOKING_SWEEP_SECONDS, async () => {
        await sweepHolds(d);
        await finishRedemptions(d);
        await finishPurchases(d);
        await finishChanges(d);
        // Two sweeps' worth, so a seat a crash left without its pointer is covered by one of them.
        await repairSeatKeys(d, 2 * config.BOOKING_SWEEP_SECONDS * 1000 + 60_000);
      });
      const waitlistSweep = background(ctx.db, ctx.logger, 'waitlist sweep', config.WAITLIST_SWEEP_SECONDS, () => sweepWaitlist(d));
      const remind = background(ctx.db, ctx.logger, 'reminders', config.BOOKING_REMINDER_SECONDS, async () => {
        await sendDueReminders(d);
        await sendCreditExpiryReminders(d);
      });
      if (config.REPORTS_PROJECTOR_POLL_MS > 0) {
        // The report figures: whichever instance holds the projector's lease applies the recorded changes
        // (woken at once by a change here), and every REPORTS_RECONCILE_SECONDS compares the days around today with their records.
        const projector = reportProjector(d);
        wakeProjector = background(ctx.db, ctx.logger, 'report projector', config.REPORTS_PROJECTOR_POLL_MS / 1000, async () => {
          for (let pass = 0; pass < 50; pass += 1) {
            const { leased, applied, failed } = await projector.runOnce();
            if (!leased || applied + failed === 0) return;
          }
        });
        background(ctx.db, ctx.logger, 'report reconcile', config.REPORTS_RECONCILE_SECONDS, async () => {
          if (!(await projector.holdLease())) return;
          await feedExpiredCredits(d);
          await reconcileRecentDays(d);
        });
        setTimeout(wakeProjector, 200).unref();
      }
      // Decisions a crash left unapplied are finished now, before serving (and later by the sweep).
      await finishSettlements(d).catch((err: unknown) => ctx.logger.error({ err }, 'could not finish interrupted settlements'));
      await finishRedemptions(d).catch((err: unknown) => ctx.logger.error({ err }, 'could not finish interrupted credit redemptions'));
      await finishPurchases(d).catch((err: unknown) => ctx.logger.error({ err }, 'could not finish interrupted package purchases'));
      await finishChanges(d).catch((err: unknown) => ctx.logger.error({ err }, 'could not finish interrupted booking changes'));
      // Seats written before their pointers existed (or by an instance that crashed in between).
      await d.seats.repairAllKeysOnce().catch((err: unknown) => ctx.logger.error({ err }, 'could not repair seat pointers'));
      if (config.BOOKING_SWEEP_SECONDS > 0) setTimeout(sweep, 1000).unref();
      if (config.BOOKING_REMINDER_SECONDS > 0) setTimeout(remind, 2000).unref();
      if (config.WAITLIST_SWEEP_SECONDS > 0) setTimeout(waitlistSweep, 3000).unref();
      setTimeout(wake, 500).unref();
      // The copy of the consent state is re-read from content once per start, tried again until it worked (the start does not wait for content).
      const consentCopy = { consentCopy: consentCopyRepository(ctx.db) };
      let consentReread = false;
      const rereadConsent = background(ctx.db, ctx.logger, 'consent copy re-read', config.CONSENT_COPY_REREAD_SECONDS, async () => {
        if (consentReread) return;
        await rereadConsentCopy({ ...consentCopy, consentSource: httpConsentDirectory(config.CONTENT_URL, config.INTERNAL_SECRET), now: () => d.clock.now() });
        consentReread = true;
      });
      setImmediate(rereadConsent);
      if (config.SEED_DEMO_DATA) void seedDemoData(d).catch((err: unknown) => ctx.logger.error({ err }, 'demo seed failed'));
      const turnstileSiteKey = (config.TURNSTILE_SECRET && config.TURNSTILE_SITE_KEY) || null;
      const changeCutoffHours = config.BOOKING_CHANGE_CUTOFF_HOURS;
      const { cancellationPolicy } = d;
      registerBusinessGauges(d);
      const router = Router();
      router.use(
        availabilityRoutes(d),
        bookingRoutes(d, { turnstileSiteKey, changeCutoffHours, cancellationPolicy }),
        checkoutRoutes(d),
        consentEventsRoutes(consentCopy),
        creditRoutes(d),
        instructorRoutes(d),
        outboxRoutes(d),
        sessionRoutes(d),
        waitlistRoutes(d),
        // The owner's figures are read where REPORTS_READ_PREFERENCE says (a secondary may serve them);
        // the projector and the reconcile above keep `d.reports`, on the primary, as they write what they read.
        reportRoutes({ ...d, reports: overrides.reports?.(ctx.db) ?? reportRepository(ctx.db, { readPreference: config.REPORTS_READ_PREFERENCE }) }, { timeBudgetMs: config.REPORTS_TIME_BUDGET_MS }),
      );
      router.use(instructorClientsRoutes(d, { db: ctx.db, authUrl: config.AUTH_URL, internalSecret: config.INTERNAL_SECRET, timeoutMs: config.INTERNAL_TIMEOUT_MS }));
      return router;
    },
  };
}
