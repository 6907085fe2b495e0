import type { Identity, ProgramInput } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { insertUser, startAuth, type TestAuth } from '@wsms/auth-service/testing/auth-test-kit';
import { insertInstructor, startBooking, startCatalog, type TestBooking, type TestCatalog } from '@wsms/booking-service/testing/booking-test-kit';
import { insertBookingBy } from '@wsms/booking-service/testing/instructor-clients-stack';
import { contentService } from '../app';
import { loadConfig } from '../config';

export { insertInstructor, insertUser };

export interface TrainingStack {
  catalog: TestCatalog;
  auth: TestAuth;
  booking: TestBooking;
  content: { url: string; app: import('express').Express; db: import('mongoose').Connection; stop: () => Promise<void> };
}

/** Real catalog, auth, booking and content, talking over HTTP as in production, for the suite that calls this at its top level. */
export function useTrainingStack(env: Record<string, string> = {}) {
  let stack: TrainingStack | undefined;
  beforeAll(async () => {
    const [catalog, auth] = await Promise.all([startCatalog(), startAuth('content_training_auth')]);
    const booking = await startBooking({ catalog, env: { AUTH_URL: auth.url } });
    const config = loadConfig({
      ...baseTestEnv('content_training'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      BOOKING_URL: booking.url,
      AUTH_URL: auth.url,
      ...env,
    });
    const running = await (await createService(contentService(config))).listen(0);
    const content = { url: `http://127.0.0.1:${running.port}`, app: running.app, db: running.db, stop: running.stop };
    stack = { catalog, auth, booking, content };
  });
  afterAll(async () => {
    await stack?.content.stop();
    await stack?.booking.stop();
    await Promise.all([stack?.auth.stop(), stack?.catalog.stop()]);
  });
  const get = () => {
    if (!stack) throw new Error('the training stack is not started');
    return stack;
  };
  return { get, target: () => get().content };
}

export interface Person {
  identity: Identity;
  headers: Record<string, string>;
}

export const person = (identity: Identity): Person => ({ identity, headers: identityHeaders(identity) });

/** An account of the auth service, as the gateway presents it to content. */
export const personFor = (user: { id: string; email: string; role: Identity['role'] }) =>
  person(buildIdentity({ sub: user.id, role: user.role, email: user.email }));

/** A client account (verified unless told otherwise), as the gateway would present it. */
export async function newClient(stack: TrainingStack, overrides: { emailVerified?: boolean; firstName?: string } = {}): Promise<Person> {
  const { user } = await insertUser(stack.auth, { firstName: overrides.firstName ?? 'Casey', lastName: 'Client', emailVerified: overrides.emailVerified ?? true });
  return person(buildIdentity({ sub: user.id, role: 'user', email: user.email, firstName: user.firstName, lastName: user.lastName, emailVerified: user.emailVerified }));
}

/** A coach: an instructor record and the staff account matching its e-mail; optionally clients who booked with them. */
export async function newCoach(stack: TrainingStack) {
  const instructor = await insertInstructor(stack.catalog);
  const coach = person(buildIdentity({ role: 'staff', email: instructor.email, firstName: 'Coach', lastName: instructor.name }));
  const addClient = async (overrides: { emailVerified?: boolean } = {}) => {
    const client = await newClient(stack, overrides);
    await insertBookingBy(stack.booking.db, instructor.id, client.identity.email);
    return client;
  };
  return { instructor, coach, addClient };
}

export const admin = () => person(buildIdentity({ role: 'admin', email: `admin.${Date.now()}@example.com` }));

export function buildProgram(overrides: Partial<ProgramInput> = {}): ProgramInput {
  return {
    title: 'Grappler Strength',
    description: 'Heavy basics',
    exercises: [
      { name: 'Back Squat', sets: 4, reps: 6, weight: 185, restTime: 120 },
      { name: 'Plank', sets: 3, reps: 1, duration: 60 },
    ],
    ...overrides,
  };
}

export function trainingApi(url: string) {
  const request = (method: string, path: string, who?: Person, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(who?.headers ?? {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    request,
    listPrograms: (who?: Person, query = '') => request('GET', `/api/workout-programs${query}`, who),
    createProgram: (who: Person | undefined, body: unknown) => request('POST', '/api/workout-programs', who, body),
    updateProgram: (who: Person | undefined, id: string, body: unknown) => request('PATCH', `/api/workout-programs/${id}`, who, body),
    activity: (who: Person | undefined, id: string) => request('GET', `/api/workout-programs/${id}/activity`, who),
    programLogs: (who: Person | undefined, id: string, query = '') => request('GET', `/api/workout-programs/${id}/logs${query}`, who),
    myPrograms: (who?: Person) => request('GET', '/api/user/workout-programs', who),
    myLogs: (who?: Person, query = '') => request('GET', `/api/user/exercise-logs${query}`, who),
    log: (who: Person | undefined, body: unknown) => request('POST', '/api/user/exercise-logs', who, body),
    myProgress: (who?: Person) => request('GET', '/api/user/workout-progress', who),
    mySummaries: (who?: Person) => request('GET', '/api/user/workout-summaries', who),
    complete: (who: Person | undefined, programId: string, body: unknown) =>
      request('POST', `/api/user/workout-progress/${programId}/completed-exercises`, who, body),
    setWeek: (who: Person | undefined, programId: string, body: unknown) => request('PUT', `/api/user/workout-progress/${programId}/week`, who, body),
  };
}

/** A coach's program assigned to a fresh client of theirs. */
export async function assignedProgram(stack: TrainingStack, overrides: Partial<ProgramInput> = {}) {
  const { coach, instructor, addClient } = await newCoach(stack);
  const client = await addClient();
  const res = await trainingApi(stack.content.url).createProgram(coach, buildProgram({ userId: client.identity.sub, instructorId: instructor.id, ...overrides }));
  if (res.status !== 201) throw new Error(`create program answered ${res.status}: ${await res.text()}`);
  const program = (await res.json()) as { id: string };
  return { coach, instructor, client, program, addClient };
}

/** What the digital content area writes when a purchase grants access. */
export async function insertPurchase(stack: TrainingStack, userId: string, digitalProductId: string, accessGranted = true) {
  await stack.content.db.collection('digital_purchases').insertOne({ userId, digitalProductId, accessGranted, purchaseDate: new Date() });
}
