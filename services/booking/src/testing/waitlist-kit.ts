import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { WaitlistEntry } from '@wsms/contracts';
import { buildIdentity, identityHeaders, type ContractCase } from '@wsms/service-kit/testing';
import { asRole, buildCheckout, insertInstructor, insertWeek, type TestBooking, type TestCatalog } from './booking-test-kit';

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

const CONTRACT_DAY = '2030-01-08';
const UNKNOWN_INSTRUCTOR = '0123456789abcdef01234567';

/**
 * The waitlist routes' contract cases (per role and bad input), against the suite's main booking
 * service and catalog. Each case makes its own coach with a taken 10:00 on the suite's Tuesday.
 */
export function waitlistCases(get: () => { booking: TestBooking; catalog: TestCatalog }) {
  const coachWithTakenTime = async () => {
    const { booking, catalog } = get();
    const coach = await insertInstructor(catalog);
    await insertWeek(booking.db, coach.id);
    const taken = await bookTime(booking, coach.id, CONTRACT_DAY, '10:00');
    return { coach, taken, staff: asRole('staff', coach.email) };
  };
  const waiting = async () => {
    const setup = await coachWithTakenTime();
    const who = waitlistClient();
    const entry = await join(get().booking, who, joinBody(setup.coach.id, CONTRACT_DAY, ['10:00']));
    return { ...setup, who, entry };
  };
  const offered = async () => {
    const setup = await waiting();
    await setup.taken.cancel();
    return setup;
  };
  const body = (instructorId: string, times = ['10:00']) => joinBody(instructorId, CONTRACT_DAY, times);
  const cases: Record<'joinWaitlist' | 'myWaitlist' | 'leaveWaitlist' | 'claimWaitlistOffer' | 'instructorWaitlist', ContractCase[]> = {
    joinWaitlist: [
      { when: 'a verified client joins for a taken time', status: 201, request: async () => ({ body: body((await coachWithTakenTime()).coach.id), headers: waitlistClient().headers() }) },
      { when: 'the times are missing', status: 400, request: async () => ({ body: { ...body((await coachWithTakenTime()).coach.id), times: [] }, headers: waitlistClient().headers() }) },
      { when: 'a signed-out visitor joins', status: 401, request: { body: body(UNKNOWN_INSTRUCTOR) } },
      {
        when: 'a client whose e-mail is not verified joins',
        status: 403,
        request: async () => ({ body: body((await coachWithTakenTime()).coach.id), headers: waitlistClient().headers({ emailVerified: false }) }),
      },
      { when: 'the instructor does not exist', status: 404, request: { body: body(UNKNOWN_INSTRUCTOR), headers: waitlistClient().headers() } },
      { when: 'one of the times is free', status: 409, request: async () => ({ body: body((await coachWithTakenTime()).coach.id, ['10:00', '11:00']), headers: waitlistClient().headers() }) },
    ],
    myWaitlist: [
      { when: 'a client lists their entries', status: 200, request: async () => ({ headers: (await waiting()).who.headers() }) },
      { when: 'a signed-out visitor lists entries', status: 401 },
    ],
    leaveWaitlist: [
      { when: 'the owner leaves', status: 204, request: async () => { const w = await waiting(); return { params: { id: w.entry.id }, headers: w.who.headers() }; } },
      { when: 'the id is too long', status: 400, request: { params: { id: 'x'.repeat(65) }, headers: waitlistClient().headers() } },
      { when: 'a signed-out visitor leaves', status: 401, request: { params: { id: 'someone-else' } } },
      { when: "a client leaves someone else's entry", status: 404, request: async () => ({ params: { id: (await waiting()).entry.id }, headers: waitlistClient().headers() }) },
    ],
    claimWaitlistOffer: [
      { when: 'the owner claims an open offer', status: 201, request: async () => { const o = await offered(); return { params: { id: o.entry.id }, body: {}, headers: o.who.headers() }; } },
      {
        when: 'the owner asks to pay online where payment is taken at the gym',
        status: 400,
        request: async () => { const o = await offered(); return { params: { id: o.entry.id }, body: { paymentMethod: 'stripe' }, headers: o.who.headers() }; },
      },
      { when: 'a signed-out visitor claims', status: 401, request: { params: { id: 'someone-else' }, body: {} } },
      { when: "a client claims someone else's offer", status: 404, request: async () => ({ params: { id: (await offered()).entry.id }, body: {}, headers: waitlistClient().headers() }) },
      { when: 'the owner claims while nothing is offered', status: 409, request: async () => { const w = await waiting(); return { params: { id: w.entry.id }, body: {}, headers: w.who.headers() }; } },
    ],
    instructorWaitlist: [
      { when: "a coach lists their day's waitlist", status: 200, request: async () => ({ query: { date: CONTRACT_DAY }, headers: (await waiting()).staff }) },
      { when: 'the date is not yyyy-MM-dd', status: 400, request: { query: { date: 'tomorrow' }, headers: asRole('admin') } },
      { when: 'a signed-out visitor asks', status: 401, request: { query: { date: CONTRACT_DAY } } },
      { when: 'a client asks', status: 403, request: { query: { date: CONTRACT_DAY }, headers: waitlistClient().headers() } },
      { when: 'a staff member without an instructor profile asks', status: 404, request: { query: { date: CONTRACT_DAY }, headers: asRole('staff', `nobody.${randomBytes(4).toString('hex')}@example.com`) } },
    ],
  };
  return cases;
}
