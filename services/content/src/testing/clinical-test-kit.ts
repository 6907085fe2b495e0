import type { IntakeInput } from '@wsms/contracts';
import { buildIdentity } from '@wsms/service-kit/testing';
import { insertBookingBy } from '@wsms/booking-service/testing/instructor-clients-stack';
import { insertInstructor, newClient, person, type Person, type TrainingStack } from './training-test-kit';

/** A test key (32 bytes, hex): never used outside tests. */
export const TEST_CLINICAL_KEY = 'a1'.repeat(32);
export const clinicalEnv = { CLINICAL_DATA_KEY: TEST_CLINICAL_KEY };

export function buildIntake(overrides: Partial<IntakeInput> = {}): IntakeInput {
  return {
    dateOfBirth: '1994-05-17',
    sports: 'Brazilian jiu-jitsu',
    injuries: 'Left ACL reconstruction 2019',
    medications: '',
    allergies: 'Penicillin',
    conditions: '',
    parq: { boneJoint: { answer: 'yes', details: 'Knee aches after long rolls' } },
    goals: 'Compete at masters worlds',
    emergencyContact: { name: 'Riley Client', relation: 'Partner', phone: '+1 555 010 0200' },
    ...overrides,
  };
}

export const buildNote = (overrides: Record<string, string> = {}) => ({
  subjective: 'Knee sore after sparring',
  objective: 'Mild effusion, full range',
  assessment: 'Patellofemoral irritation',
  plan: 'Ice after training, quad sets 3x15 daily',
  ...overrides,
});

export const buildInjury = (overrides: Record<string, string> = {}) => ({ bodyPart: 'Left knee', occurredOn: '2026-01-10', stage: 'rehab', restrictions: 'No deep squats', ...overrides });

/**
 * A care team: an instructor with a staff account that is a clinician, a coach of another
 * instructor who is not one, and a client with a booking with each of them.
 */
export async function careTeam(stack: TrainingStack) {
  const [clinicianRecord, coachRecord] = await Promise.all([insertInstructor(stack.catalog), insertInstructor(stack.catalog)]);
  const clinician = person(buildIdentity({ role: 'staff', email: clinicianRecord.email, firstName: 'Alex', lastName: 'Trainer', clinician: true }));
  const coach = person(buildIdentity({ role: 'staff', email: coachRecord.email, firstName: 'Sam', lastName: 'Coach', clinician: false }));
  const client = await newClient(stack);
  const bookingId = await insertBookingBy(stack.booking.db, clinicianRecord.id, client.identity.email, 'confirmed');
  await insertBookingBy(stack.booking.db, coachRecord.id, client.identity.email, 'confirmed');
  return { clinician, coach, client, bookingId, clinicianRecord, coachRecord };
}

/** A clinician who has no booking with the client, and a coach likewise. */
export async function outsiders(stack: TrainingStack) {
  const [a, b] = await Promise.all([insertInstructor(stack.catalog), insertInstructor(stack.catalog)]);
  return {
    clinician: person(buildIdentity({ role: 'staff', email: a.email, clinician: true })),
    coach: person(buildIdentity({ role: 'staff', email: b.email })),
  };
}

export const adminPerson = (clinician = false) => person(buildIdentity({ role: 'admin', email: `admin.${Date.now()}.${Math.random()}@example.com`, firstName: 'Ada', lastName: 'Admin', clinician }));

export function clinicalApi(url: string) {
  const request = (method: string, path: string, who?: Person, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(who?.headers ?? {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    request,
    saveIntake: (who: Person | undefined, body: unknown) => request('PUT', '/api/user/intake', who, body),
    myIntake: (who?: Person) => request('GET', '/api/user/intake', who),
    clientIntake: (who: Person | undefined, userId: string) => request('GET', `/api/clients/${userId}/intake`, who),
    publishForm: (who: Person | undefined, body: unknown) => request('POST', '/api/consent-forms', who, body),
    sign: (who: Person | undefined, body: unknown) => request('POST', '/api/user/consents', who, body),
    writeNote: (who: Person | undefined, bookingId: string, body: unknown) => request('POST', `/api/bookings/${bookingId}/clinical-notes`, who, body),
    editNote: (who: Person | undefined, id: string, body: unknown) => request('PATCH', `/api/clinical-notes/${id}`, who, body),
    signNote: (who: Person | undefined, id: string) => request('POST', `/api/clinical-notes/${id}/sign`, who),
    addendum: (who: Person | undefined, id: string, text: string) => request('POST', `/api/clinical-notes/${id}/addenda`, who, { text }),
    notes: (who: Person | undefined, userId: string) => request('GET', `/api/clients/${userId}/clinical-notes`, who),
    carePlan: (who?: Person) => request('GET', '/api/user/care-plan', who),
    recordInjury: (who: Person | undefined, userId: string, body: unknown) => request('POST', `/api/clients/${userId}/injuries`, who, body),
    moveInjury: (who: Person | undefined, userId: string, id: string, body: unknown) => request('PATCH', `/api/clients/${userId}/injuries/${id}`, who, body),
    injuries: (who: Person | undefined, userId: string) => request('GET', `/api/clients/${userId}/injuries`, who),
    access: (who?: Person) => request('GET', '/api/user/record-access', who),
    recordStatus: (who: Person | undefined, email: string) => request('GET', `/api/clients/record-status?email=${encodeURIComponent(email)}`, who),
  };
}

/** A care team whose clinician wrote a note for the booking (signed unless told otherwise). */
export async function notedCareTeam(stack: TrainingStack, { signed = true } = {}) {
  const team = await careTeam(stack);
  const api = clinicalApi(stack.content.url);
  const res = await api.writeNote(team.clinician, team.bookingId, buildNote());
  if (res.status !== 201) throw new Error(`write note answered ${res.status}: ${await res.text()}`);
  const { id: noteId } = (await res.json()) as { id: string };
  if (signed) await api.signNote(team.clinician, noteId);
  return { ...team, noteId };
}
