import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { WaitlistEntry } from '@wsms/contracts';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { asRole, buildCheckout, type TestBooking } from './booking-test-kit';

/** A signed-in client with a fixed account; each call of `headers()` signs a fresh identity (they live 60 s). */
export function waitlistClient(name = 'wait') {
  const id = randomBytes(12).toString('hex');
  const email = `${name}.${id.slice(0, 8)}@example.com`;
  const headers = (extra: Record<string, unknown> = {}) => identityHeaders(buildIdentity({ sub: id, email, firstName: 'Wait', lastName: name, ...extra }));
  return { sub: id, email, headers };
}
export type WaitlistClient = ReturnType<typeof waitlistClient>;

export const joinBody = (instructorId: string, sessionDate: string, times: string[], extra: Record<string, unknown> = {}) => ({
  instructorId,
  sessionDate,
  times,
  sessionType: 'technique',
  location: 'marlborough',
  ...extra,
});

export async function join(booking: TestBooking, who: WaitlistClient, body: unknown) {
  const res = await booking.api.request('POST', '/api/waitlist', body, who.headers());
  if (res.status !== 201) throw new Error(`join answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string; position: number };
}

export async function entriesOf(booking: TestBooking, who: WaitlistClient) {
  const res = await booking.api.request('GET', '/api/user/waitlist', undefined, who.headers());
  if (res.status !== 200) throw new Error(`waitlist answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as WaitlistEntry[];
}

export const entryOf = async (booking: TestBooking, who: WaitlistClient, id: string) => (await entriesOf(booking, who)).find((e) => e.id === id)!;

/** An admin's confirmed booking of the time (capacity 1 makes it taken); `cancel()` frees its seat. */
export async function bookTime(booking: TestBooking, instructorId: string, sessionDate: string, time: string) {
  const body = buildCheckout(instructorId, { sessionDate, time, clientEmail: `booked.${randomBytes(4).toString('hex')}@example.com` });
  const res = await booking.api.request('POST', '/api/bookings', body, asRole('admin'));
  if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return {
    id,
    cancel: () => booking.api.request('POST', `/api/bookings/${id}/cancel`, { reason: 'Coach unwell' }, asRole('admin')),
    moveTo: (newDate: string, newTime: string) => booking.api.request('POST', `/api/bookings/${id}/reschedule`, { sessionDate: newDate, time: newTime }, asRole('admin')),
  };
}

/** Seat rows held at one hour (any booking or offer). */
export const seatsAt = (db: Connection, instructorId: string, date: string, time: string) =>
  db.collection('booking_seats').countDocuments({ instructorId, date, time });

export const openOffers = (db: Connection, filter: Record<string, unknown> = {}) => db.collection('waitlist_offers').find({ state: 'open', ...filter }).toArray();
export const eventsOf = (db: Connection, kind: string, instructorId: string) => db.collection('waitlist_events').countDocuments({ kind, instructorId });
