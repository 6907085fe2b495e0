import { Types, type Connection } from 'mongoose';
import type { BookingFormValues, Role } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, clientHeaders, identityHeaders } from '@wsms/service-kit/testing';
import { catalogService } from '../../../catalog/src/app';
import { loadConfig as loadCatalogConfig } from '../../../catalog/src/config';
import { instructorRepository } from '../../../catalog/src/data-access/instructor-repository';
import { bookingService, type BookingOverrides } from '../app';
import { loadConfig } from '../config';
import type { AvailabilityRecord } from '../data-access/availability-model';
import { availabilityRepository } from '../data-access/availability-repository';
import { bookingRepository } from '../data-access/booking-repository';
import type { Clock } from '../domain/clock';

export const PUBLIC_URL = 'http://localhost:3000';

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
  const running = await (await createService(catalogService(loadCatalogConfig(baseTestEnv('catalog'))))).listen(0);
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
  const created = await instructorRepository(catalog.db).insert(buildInstructor(overrides));
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
}

export async function startBooking({ catalog, clock, env = {}, overrides = {} }: StartBookingOptions) {
  const config = loadConfig({
    ...baseTestEnv('booking'),
    CATALOG_URL: catalog.url,
    PUBLIC_URL,
    BOOKING_SWEEP_SECONDS: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const running = await (await createService(bookingService(config, { clock, ...overrides }))).listen(0);
  const url = `http://127.0.0.1:${running.port}`;
  return { url, app: running.app, db: running.db, config, stop: running.stop, api: bookingApi(url) };
}
export type TestBooking = Awaited<ReturnType<typeof startBooking>>;

export const asRole = (role: Role, email?: string) => identityHeaders(buildIdentity({ role, ...(email ? { email } : {}) }));

let addressSequence = 0;
export const nextClientIp = () => `198.18.${Math.floor(addressSequence / 250) % 250}.${(addressSequence++ % 250) + 1}`;

export function bookingApi(url: string) {
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    request,
    freeTimes: (instructorId: string, date?: string) =>
      request('GET', `/api/instructors/${instructorId}/availability${date ? `?date=${date}` : ''}`),
    /** Each call comes from its own client address (checkouts are limited per address). */
    checkout: (body: unknown) => request('POST', '/api/bookings/checkout', body, clientHeaders(nextClientIp())),
    summary: (bookingId: string) => request('GET', `/api/checkout/${bookingId}`),
    pay: (bookingId: string) => request('POST', `/api/checkout/${bookingId}/pay`),
    cancel: (bookingId: string) => request('POST', `/api/checkout/${bookingId}/cancel`),
    bookings: (headers: Record<string, string>, query = '') => request('GET', `/api/bookings${query}`, undefined, headers),
  };
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
