import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import { bookingRepository } from '../data-access/shared/booking-repository';
import type { ContractCase } from '@wsms/service-kit/testing';
import { internalHeaders } from '@wsms/service-kit/testing';
import { insertUser, startAuth, type TestAuth } from '@wsms/auth-service/testing/auth-test-kit';
import { asRole, insertInstructor, startBooking, startCatalog, type TestBooking, type TestCatalog } from './booking-test-kit';

export { insertUser };

/**
 * Only the fields the client list reads: the rest of a booking's shape belongs to the booking flow.
 * Written as a hold, then moved to `status` through the booking repository, as the service moves one
 * (so the coach's client list, `instructor_clients`, follows it as it does in the service).
 */
export async function insertBookingBy(db: Connection, instructorId: string, clientEmail: string, status = 'confirmed', clientName = 'Casey Client') {
  const id = randomBytes(24).toString('base64url');
  await db.collection('bookings').insertOne({
    _id: id as never,
    instructorId,
    instructorName: 'Coach',
    clientEmail: clientEmail.toLowerCase(),
    clientName,
    status: 'pending',
    date: '2030-01-08',
    time: '10:00',
  });
  await bookingRepository(db).update(id, { status: status as BookingStatus });
  return id;
}

export interface ClientsStack {
  catalog: TestCatalog;
  auth: TestAuth;
  booking: TestBooking;
}

/** Real catalog, auth and booking (with AUTH_URL), started for the suite that calls this at its top level. */
export function useInstructorClientsStack() {
  let stack: ClientsStack | undefined;
  beforeAll(async () => {
    const [catalog, auth] = await Promise.all([startCatalog(), startAuth('booking_clients_auth')]);
    const booking = await startBooking({ catalog, env: { AUTH_URL: auth.url } });
    stack = { catalog, auth, booking };
  });
  afterAll(async () => {
    await stack?.booking.stop();
    await Promise.all([stack?.auth.stop(), stack?.catalog.stop()]);
  });
  const get = () => {
    if (!stack) throw new Error('the instructor clients stack is not started');
    return stack;
  };
  return { get, target: () => get().booking };
}

/** An instructor, their staff headers, and one verified client with a confirmed booking. */
export async function instructorWithClient(stack: ClientsStack) {
  const instructor = await insertInstructor(stack.catalog);
  const { user } = await insertUser(stack.auth, { firstName: 'Casey', lastName: 'Client' });
  await insertBookingBy(stack.booking.db, instructor.id, user.email);
  return { instructor, client: user, staff: asRole('staff', instructor.email) };
}

const internal = internalHeaders();

/** Contract cases of the two routes, run against the stack's booking instance. */
export function instructorClientsCases(stack: () => ClientsStack): Record<'instructorClients' | 'internalInstructorClients' | 'internalBookingParties', ContractCase[]> {
  const on = 'clients';
  return {
    instructorClients: [
      { when: 'a coach lists their clients', status: 200, on, request: async () => ({ headers: (await instructorWithClient(stack())).staff }) },
      { when: 'a coach sends an unknown filter', status: 400, on, request: { query: { everyone: 'true' }, headers: asRole('staff') } },
      { when: 'a signed-out visitor asks', status: 401, on },
      {
        when: "a coach asks for another instructor's clients",
        status: 403,
        on,
        request: async () => {
          const [mine, theirs] = [await insertInstructor(stack().catalog), await insertInstructor(stack().catalog)];
          return { query: { instructorId: theirs.id }, headers: asRole('staff', mine.email) };
        },
      },
      { when: 'a staff member without an instructor profile asks', status: 404, on, request: { headers: asRole('staff', 'nobody.here@example.com') } },
    ],
    internalInstructorClients: [
      {
        when: "content asks for a coach's clients by the coach's e-mail",
        status: 200,
        on,
        request: async () => ({ query: { email: (await instructorWithClient(stack())).instructor.email }, headers: internal }),
      },
      { when: 'content names neither e-mail nor instructor', status: 400, on, request: { headers: internal } },
      { when: 'a caller without the internal secret asks', status: 403, on, request: { query: { email: 'coach@example.com' } } },
      { when: 'content names an e-mail no instructor has', status: 404, on, request: { query: { email: 'nobody@example.com' }, headers: internal } },
      {
        when: "content asks for the clients a coach is the care team of (a booking the client confirmed or attended)",
        status: 200,
        on,
        request: async () => ({ query: { email: (await instructorWithClient(stack())).instructor.email, scope: 'care-team' }, headers: internal }),
      },
    ],
    internalBookingParties: [
      {
        when: "content asks for a booking's instructor and client before a chart note",
        status: 200,
        on,
        request: async () => {
          const instructor = await insertInstructor(stack().catalog);
          const { user } = await insertUser(stack().auth, { firstName: 'Casey', lastName: 'Client' });
          return { params: { id: await insertBookingBy(stack().booking.db, instructor.id, user.email) }, headers: internal };
        },
      },
      { when: 'the id is too long', status: 400, on, request: { params: { id: 'x'.repeat(65) }, headers: internal } },
      { when: 'a caller without the internal secret asks', status: 403, on, request: { params: { id: 'AAAAAAAAAAAAAAAAAAAA' } } },
      { when: 'content names a booking that does not exist', status: 404, on, request: { params: { id: 'AAAAAAAAAAAAAAAAAAAA' }, headers: internal } },
    ],
  };
}
