import { Types, type Connection } from 'mongoose';
import { BOOKING_KEY_HEADER, type BookingFormValues, type Identity, type OutboxEmail, type Role } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, clientHeaders, identityHeaders } from '@wsms/service-kit/testing';
import { catalogRepositories, catalogService, loadConfig as loadCatalogConfig } from '@wsms/catalog-service';
import { createLogger } from '@wsms/service-kit';
import type { EmailMessage, Mailer } from '../adapters/email/mailer';
import { embeddedPaymentProvider } from '../adapters/payments/embedded-payment-provider';
import { bookingService, buildBookingDeps, type BookingOverrides } from '../app';
import { reportEventRepository } from '../data-access/reports/report-event-repository';
import { loadConfig } from '../config';
import type { AvailabilityRecord } from '../data-access/availability/availability-model';
import { availabilityRepository } from '../data-access/availability/availability-repository';
import { bookingRepository } from '../data-access/shared/booking-repository';
import type { Clock } from '../domain/shared/clock';
import { startStripeMock } from './stripe-mock';

export interface TestClock extends Clock {
  set(instant: string | Date): void;
  advanceMinutes(minutes: number): void;
}

export function testClock(start: string | Date): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advanceMinutes: (minutes) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** The real catalog service, in-process on its own fresh database. */
export async function startCatalog() {
  // Tests write instructors straight into its database (insertInstructor), past the writes that clear its
  // public-list cache: with the cache on, a list read in the last 5 s would hide a new instructor.
  const env = { ...baseTestEnv('catalog'), PUBLIC_CACHE_MS: '0' };
  const running = await (await createService(catalogService(loadCatalogConfig(env)))).listen(0);
  return { url: `http://127.0.0.1:${running.port}`, db: running.db, stop: running.stop };
}
export type TestCatalog = Awaited<ReturnType<typeof startCatalog>>;

let sequence = 0;
export interface InstructorOverrides {
  name?: string;
  email?: string;
  hourlyRateCents?: number;
  isActive?: boolean;
  locations?: string[];
}

export function buildInstructor(overrides: InstructorOverrides = {}) {
  sequence += 1;
  return {
    name: `Coach ${sequence}`,
    email: `coach${sequence}.${Date.now().toString(36)}@example.com`,
    hourlyRateCents: 8500,
    locations: ['Marlborough'],
    isActive: true,
    ...overrides,
  };
}

/** The one place that knows how the catalog stores instructors. */
export async function insertInstructor(catalog: TestCatalog, overrides: InstructorOverrides = {}) {
  const created = await catalogRepositories(catalog.db).instructors.insert(buildInstructor(overrides));
  return { id: created.id, name: created.name, email: created.email };
}

export async function updateInstructor(catalog: TestCatalog, id: string, changes: InstructorOverrides) {
  await catalog.db.collection('instructors').updateOne({ _id: new Types.ObjectId(id) }, { $set: changes });
}

export interface StartBookingOptions {
  catalog: TestCatalog;
  clock?: TestClock;
  env?: Record<string, string>;
  overrides?: BookingOverrides;
  /** Off: the default hold limits apply (3 per e-mail, 10 per address, 2 per address on an instructor's day, guests half a day's seats); on (default) they are out of the way. */
  relaxedLimits?: boolean;
  /** 0 (default): any free port; a fixed one to start booking again where another service expects it. */
  port?: number;
}

export async function startBooking({ catalog, clock, env = {}, overrides = {}, relaxedLimits = true, port = 0 }: StartBookingOptions) {
  const config = loadConfig({
    ...baseTestEnv('booking'),
    CATALOG_URL: catalog.url,
    BOOKING_SWEEP_SECONDS: '0',
    WAITLIST_SWEEP_SECONDS: '0',
    // The report projector looks often (it is woken by the service's own writes anyway); the reconcile is run by its tests.
    REPORTS_PROJECTOR_POLL_MS: '100',
    REPORTS_RECONCILE_SECONDS: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(relaxedLimits
      ? { CHECKOUT_MAX_HOLDS_PER_EMAIL: '100', CHECKOUT_MAX_HOLDS_PER_ADDRESS: '10000', CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY: '10000', CHECKOUT_GUEST_SHARE_PERCENT: '100' }
      : {}),
    ...env,
  });
  const running = await (await createService(bookingService(config, { clock, ...overrides }))).listen(port);
  const url = `http://127.0.0.1:${running.port}`;
  return { url, app: running.app, db: running.db, config, stop: running.stop, api: bookingApi(url), metricsUrl: running.metrics.url };
}
export type TestBooking = Awaited<ReturnType<typeof startBooking>>;

export type TestStripeMock = Awaited<ReturnType<typeof startStripeMock>>;

export interface BookingStackOptions {
  /** Where the suite's clock starts, and where it is set back to before each test. */
  start?: string;
  /** Starts stripe-mock first and points the booking service's Stripe at it with this webhook secret. */
  stripeWebhookSecret?: string;
}

export interface BookingStack {
  readonly clock: TestClock;
  readonly catalog: TestCatalog;
  readonly booking: TestBooking;
  /** Only with `stripeWebhookSecret`. */
  readonly stripeMock: TestStripeMock;
}

/** Real catalog and booking (and stripe-mock when asked) for the suite that calls this at its top level. */
export function useBookingStack({ start = '2030-01-07T12:00:00Z', stripeWebhookSecret }: BookingStackOptions = {}): BookingStack {
  const clock = testClock(start);
  const started: { catalog?: TestCatalog; booking?: TestBooking; stripeMock?: TestStripeMock } = {};
  beforeAll(async () => {
    let env = {};
    if (stripeWebhookSecret) {
      started.stripeMock = await startStripeMock();
      env = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: stripeWebhookSecret, STRIPE_API_BASE: started.stripeMock.url };
    }
    started.catalog = await startCatalog();
    started.booking = await startBooking({ catalog: started.catalog, clock, env });
  }, 120_000); // stripe-mock can take many seconds to answer on a busy machine (see START_TIMEOUT_MS)
  afterAll(async () => {
    await started.booking?.stop();
    await started.catalog?.stop();
    await started.stripeMock?.stop();
  });
  beforeEach(() => clock.set(start));
  const need = <K extends keyof typeof started>(key: K) => {
    const part = started[key];
    if (!part) throw new Error(`the booking stack has no ${key}${key === 'stripeMock' ? ' (pass stripeWebhookSecret)' : ' yet (use it inside tests and hooks)'}`);
    return part as NonNullable<(typeof started)[K]>;
  };
  return {
    clock,
    get catalog() {
      return need('catalog');
    },
    get booking() {
      return need('booking');
    },
    get stripeMock() {
      return need('stripeMock');
    },
  };
}

/** The service's use-cases on the test database, for what no route exposes (the sweep, recovery, the seed). */
export const depsOf = (booking: TestBooking, clock?: TestClock, overrides: BookingOverrides = {}) =>
  buildBookingDeps(booking.db, createLogger('booking-test', 'silent'), booking.config, embeddedPaymentProvider(), { clock, ...overrides });

export const asRole = (role: Role, email?: string, extra: Partial<Identity> = {}) =>
  identityHeaders(buildIdentity({ role, ...(email ? { email } : {}), ...extra }));

/** Headers that make a request come from client address `ip`, as the gateway signs it. The one place that knows how. */
export const fromAddress = (ip: string): Record<string, string> => clientHeaders(ip);

let addressSequence = 0;
/** A distinct client address per checkout. */
export const nextClientAddress = () => {
  addressSequence += 1;
  return `198.51.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
};

const keyed = (key: string, headers: Record<string, string> = {}) => ({ [BOOKING_KEY_HEADER]: key, ...headers });

export function bookingApi(url: string) {
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    request,
    freeTimes: (instructorId: string, date?: string, sessionType?: string) => {
      const query = new URLSearchParams({ ...(date ? { date } : {}), ...(sessionType ? { sessionType } : {}) }).toString();
      return request('GET', `/api/instructors/${instructorId}/availability${query ? `?${query}` : ''}`);
    },
    /** From a fresh client address unless `headers` name one. */
    checkout: (body: unknown, headers: Record<string, string> = {}) =>
      request('POST', '/api/bookings/checkout', body, { ...fromAddress(nextClientAddress()), ...headers }),
    summary: (bookingId: string, key: string, headers?: Record<string, string>) =>
      request('GET', `/api/checkout/${bookingId}`, undefined, keyed(key, headers)),
    confirm: (bookingId: string, key: string, headers?: Record<string, string>) =>
      request('POST', `/api/checkout/${bookingId}/confirm`, undefined, keyed(key, headers)),
    cancel: (bookingId: string, key: string, headers?: Record<string, string>) =>
      request('POST', `/api/checkout/${bookingId}/cancel`, undefined, keyed(key, headers)),
    bookings: (headers: Record<string, string>, query = '') => request('GET', `/api/bookings${query}`, undefined, headers),
    outbox: async () => {
      const res = await request('GET', '/api/outbox', undefined, asRole('admin'));
      if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
      return (await res.json()) as OutboxEmail[];
    },
  };
}

/** The key in a checkout or e-mailed link (`...?key=`). */
export const keyIn = (link: string) => {
  const key = new URL(link, 'http://link.invalid').searchParams.get('key');
  if (!key) throw new Error(`no key in ${link}`);
  return key;
};

/** The e-mails about one booking (they name it as their reference or in their link). */
export const mailsAbout = (mails: OutboxEmail[], bookingId: string) => mails.filter((m) => m.text.includes(bookingId));

/** The confirmation link mailed for a booking, and its key. */
export async function mailedConfirmLink(booking: TestBooking, bookingId: string) {
  const mail = (await booking.api.outbox()).find((m) => m.kind === 'booking-confirm-link' && m.text.includes(`/checkout/${bookingId}?`));
  const link = mail?.text.match(/https?:\/\/\S+\/checkout\/\S+/)?.[0];
  if (!mail || !link) throw new Error(`no confirmation link was mailed for ${bookingId}`);
  return { mail, link, key: keyIn(link) };
}

/** A checkout that answered 201, with the key of its checkout link. */
export async function heldCheckout(booking: TestBooking, body: unknown, headers?: Record<string, string>) {
  const res = await booking.api.checkout(body, headers);
  if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
  const { checkoutUrl, bookingId } = (await res.json()) as { checkoutUrl: string; bookingId: string };
  return { checkoutUrl, bookingId, viewKey: keyIn(checkoutUrl) };
}

/** Checks out and confirms through the mailed link, as a guest would. */
export async function confirmedCheckout(booking: TestBooking, body: unknown) {
  const held = await heldCheckout(booking, body);
  const { key } = await mailedConfirmLink(booking, held.bookingId);
  const res = await booking.api.confirm(held.bookingId, key);
  if (res.status !== 200) throw new Error(`confirm answered ${res.status}: ${await res.text()}`);
  return { ...held, confirmKey: key };
}

export async function availableTimes(booking: TestBooking, instructorId: string, date: string): Promise<string[]> {
  const res = await booking.api.freeTimes(instructorId, date);
  if (res.status !== 200) throw new Error(`availability answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { availableTimes: string[] }).availableTimes;
}

export function buildCheckout(instructorId: string, bookingData: Partial<BookingFormValues> = {}) {
  return {
    instructorId,
    bookingData: {
      clientName: 'Jamie Rivera',
      clientEmail: 'jamie.rivera@example.com',
      clientPhone: '508-555-0100',
      sessionType: 'technique',
      location: 'marlborough',
      notes: 'Left knee rehab',
      sessionDate: '2030-01-08',
      time: '10:00',
      ...bookingData,
    },
  };
}

/** Inserts a weekly 09:00-17:00 slot (or any variant) straight into the booking database. */
export function insertSlot(db: Connection, instructorId: string, overrides: Partial<AvailabilityRecord> = {}) {
  return availabilityRepository(db).insert({
    instructorId,
    dayOfWeek: 2,
    availableDate: null,
    startTime: '09:00',
    endTime: '17:00',
    location: 'Marlborough',
    isRecurring: true,
    recurringPattern: 'weekly',
    isAvailable: true,
    maxBookings: 1,
    notes: '',
    ...overrides,
  });
}

/** A weekly slot on every weekday Monday to Saturday. */
export async function insertWeek(db: Connection, instructorId: string, overrides: Partial<AvailabilityRecord> = {}) {
  for (const dayOfWeek of [1, 2, 3, 4, 5, 6]) await insertSlot(db, instructorId, { dayOfWeek, ...overrides });
}

export const findBooking = (db: Connection, id: string) => bookingRepository(db).findById(id);

/** A stand-in SMTP server: refuses the first `refuse` attempts, then accepts; records every accepted e-mail. */
export function recordingMailer({ refuse = 0, delayMs = 0 }: { refuse?: number; delayMs?: number } = {}) {
  const accepted: EmailMessage[] = [];
  let attempts = 0;
  const mailer: Mailer = {
    name: 'smtp',
    async send(message) {
      attempts += 1;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (attempts <= refuse) throw new Error('421 Service not available, try again later');
      accepted.push(message);
    },
  };
  return {
    mailer,
    accepted,
    get attempts() {
      return attempts;
    },
  };
}

/** Polls until `done` holds (for what background workers do), or returns the last value. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the service's report projector has applied every recorded change, so the figures a test
 * reads next include its writes (they are at most a moment behind); throws if it never gets there.
 */
export async function reportsSettled(booking: Pick<TestBooking, 'db'>, timeoutMs = 30_000) {
  const events = reportEventRepository(booking.db);
  const left = await eventually(() => events.pending(), (n) => n === 0, timeoutMs);
  if (left > 0) throw new Error(`the report projector left ${left} changes unapplied: ${JSON.stringify(await events.listAll())}`);
}

let clientSequence = 0;
/** A distinct client e-mail per call (hold limits and ownership are per e-mail). */
export const nextClientEmail = (label = 'client') => {
  clientSequence += 1;
  return `${label}.${clientSequence}.${Date.now().toString(36)}@example.com`;
};

export interface SessionOptions {
  date?: string;
  time?: string;
  sessionType?: string;
  clientEmail?: string;
  instructorId?: string;
  /** Seats per hour of the fresh instructor's week (Monday to Saturday, 09:00-17:00). */
  maxBookings?: number;
}

/**
 * A confirmed session (confirmed through the mailed link, as a guest would), with the headers of
 * everyone around it: its verified client, its instructor's staff member, another client, an admin.
 */
export async function confirmedSession(booking: TestBooking, catalog: TestCatalog, options: SessionOptions = {}) {
  let instructorId = options.instructorId;
  let instructorEmail = '';
  if (!instructorId) {
    const created = await insertInstructor(catalog);
    await insertWeek(booking.db, created.id, { maxBookings: options.maxBookings ?? 1 });
    instructorId = created.id;
    instructorEmail = created.email;
  }
  const clientEmail = options.clientEmail ?? nextClientEmail();
  const body = buildCheckout(instructorId, {
    sessionDate: options.date ?? '2030-01-08',
    time: options.time ?? '10:00',
    clientEmail,
    ...(options.sessionType ? { sessionType: options.sessionType } : {}),
  });
  const { bookingId } = await confirmedCheckout(booking, body);
  const stored = (await findBooking(booking.db, bookingId))!;
  return {
    bookingId,
    instructorId,
    clientEmail,
    instructorEmail: instructorEmail || stored.instructorEmail,
    client: asRole('user', clientEmail),
    staff: asRole('staff', instructorEmail || stored.instructorEmail),
    admin: asRole('admin'),
  };
}

/** POST/PUT/GET on a booking's own routes (`/api/bookings/:id/<action>`), answering status and JSON. */
export async function onBooking(booking: TestBooking, method: string, bookingId: string, action: string, headers: Record<string, string>, body?: unknown) {
  const res = await booking.api.request(method, `/api/bookings/${bookingId}/${action}`, body, headers);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { message?: string } };
}
