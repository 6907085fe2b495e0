import type { ContractCase } from '@wsms/service-kit/testing';
import { internalHeaders } from '@wsms/service-kit/testing';
import type { contentApi } from '@wsms/contracts/api';
import { insertBookingBy } from '@wsms/booking-service/testing/instructor-clients-stack';
import { adminPerson, buildInjury, buildIntake, buildNote, careTeam, clinicalApi, notedCareTeam, outsiders } from './clinical-test-kit';
import { newClient, type TrainingStack } from './training-test-kit';

type ClinicalRoute = Extract<
  keyof typeof contentApi,
  | 'myIntake' | 'saveIntake' | 'clientIntake' | 'recordStatus' | 'publishConsentForm' | 'currentConsentForm' | 'signConsent' | 'myConsents'
  | 'consentStatus' | 'signConsentForBooking' | 'consentCopy' | 'writeClinicalNote' | 'editClinicalNote' | 'signClinicalNote' | 'addAddendum' | 'clientNotes'
  | 'myCarePlan' | 'recordInjury' | 'updateInjury' | 'clientInjuries' | 'myInjuries' | 'myRecordAccess' | 'myRecordVisits' | 'recordAccessLog' | 'myRecordPdf'
>;

const UNKNOWN = '0123456789abcdef01234567';
const UNKNOWN_BOOKING = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const internal = internalHeaders();
const form = { title: 'Waiver', body: 'I accept the risks of training.' };

/** Contract cases of the clinical record, run on the content instance of a training stack started with a clinical key. */
export function clinicalContractCases(stack: () => TrainingStack): Record<ClinicalRoute, ContractCase[]> {
  const on = 'training';
  const api = () => clinicalApi(stack().content.url);
  const team = () => careTeam(stack());
  const client = () => newClient(stack());
  const published = async () => ((await (await api().publishForm(adminPerson(), form)).json()) as { id: string }).id;
  const withIntake = async () => {
    const t = await team();
    await api().saveIntake(t.client, buildIntake());
    return t;
  };
  const withInjury = async () => {
    const t = await team();
    const injury = (await (await api().recordInjury(t.clinician, t.client.identity.sub, buildInjury())).json()) as { id: string };
    return { ...t, injuryId: injury.id };
  };
  const user = (t: { client: { identity: { sub: string } } }) => ({ userId: t.client.identity.sub });
  const signedBy = (who: { identity: { firstName: string; lastName: string } }, formId: string) => ({ formId, signedName: `${who.identity.firstName} ${who.identity.lastName}`, agree: true });

  return {
    myIntake: [
      { when: 'a client reads their intake', status: 200, on, request: async () => ({ headers: (await withIntake()).client.headers }) },
      { when: 'a signed-out visitor reads it', status: 401, on },
    ],
    saveIntake: [
      { when: 'a client saves the intake', status: 200, on, request: async () => ({ headers: (await client()).headers, body: buildIntake() }) },
      { when: 'the date of birth is in the future', status: 400, on, request: async () => ({ headers: (await client()).headers, body: buildIntake({ dateOfBirth: '2099-01-01' }) }) },
      { when: 'a signed-out visitor saves it', status: 401, on, request: { body: buildIntake() } },
    ],
    clientIntake: [
      { when: "the clinician of the care team reads a client's intake", status: 200, on, request: async () => { const t = await withIntake(); return { params: user(t), headers: t.clinician.headers }; } },
      { when: 'the client id is too long', status: 400, on, request: { params: { userId: 'x'.repeat(65) }, headers: adminPerson().headers } },
      { when: 'a signed-out visitor reads it', status: 401, on, request: { params: { userId: UNKNOWN } } },
      { when: 'a coach outside the care team reads it', status: 403, on, request: async () => { const t = await withIntake(); return { params: user(t), headers: (await outsiders(stack())).coach.headers }; } },
      { when: 'an admin reads the intake of an account that does not exist', status: 404, on, request: { params: { userId: UNKNOWN }, headers: adminPerson().headers } },
    ],
    recordStatus: [
      { when: 'the care team asks whether intake and consent are done', status: 200, on, request: async () => { const t = await team(); return { query: { email: t.client.identity.email }, headers: t.coach.headers }; } },
      { when: 'the e-mail is missing', status: 400, on, request: { headers: adminPerson().headers } },
      { when: 'a signed-out visitor asks', status: 401, on, request: { query: { email: 'a@example.com' } } },
      { when: 'a coach outside the care team asks', status: 403, on, request: async () => { const t = await team(); return { query: { email: t.client.identity.email }, headers: (await outsiders(stack())).coach.headers }; } },
    ],
    publishConsentForm: [
      { when: 'an admin publishes a consent form', status: 201, on, request: { body: form, headers: adminPerson().headers } },
      { when: 'the body is empty', status: 400, on, request: { body: { ...form, body: '' }, headers: adminPerson().headers } },
      { when: 'a signed-out visitor publishes one', status: 401, on, request: { body: form } },
      { when: 'a staff member publishes one', status: 403, on, request: async () => ({ body: form, headers: (await team()).clinician.headers }) },
    ],
    currentConsentForm: [{ when: 'anyone reads the consent form in force', status: 200, on }],
    signConsent: [
      { when: 'a client signs the current form in their own name', status: 201, on, request: async () => { const c = await client(); return { headers: c.headers, body: signedBy(c, await published()) }; } },
      { when: 'a client types another name', status: 400, on, request: async () => { const c = await client(); return { headers: c.headers, body: { formId: await published(), signedName: 'Someone Else', agree: true } }; } },
      { when: 'a signed-out visitor signs', status: 401, on, request: { body: { formId: UNKNOWN, signedName: 'A B', agree: true } } },
      // The main instance never has a form published.
      { when: 'a client signs while no form is published', status: 404, request: async () => { const c = await client(); return { headers: c.headers, body: signedBy(c, UNKNOWN) }; } },
      {
        when: 'a client signs a form that is no longer the current one',
        status: 409,
        on,
        request: async () => {
          const old = await published();
          await published();
          const c = await client();
          return { headers: c.headers, body: signedBy(c, old) };
        },
      },
    ],
    myConsents: [
      {
        when: 'a client reads what they signed',
        status: 200,
        on,
        request: async () => {
          const c = await client();
          await api().sign(c, signedBy(c, await published()));
          return { headers: c.headers };
        },
      },
      { when: 'a signed-out visitor reads it', status: 401, on },
    ],
    consentStatus: [
      { when: 'booking asks whether a client signed the form in force', status: 200, on, request: { query: { email: 'someone@example.com' }, headers: internal } },
      { when: 'booking sends no e-mail', status: 400, on, request: { headers: internal } },
      { when: 'a caller without the internal secret asks', status: 403, on, request: { query: { email: 'someone@example.com' } } },
    ],
    consentCopy: [
      {
        when: 'booking re-reads its copy of the consent state',
        status: 200,
        on,
        request: async () => {
          await published();
          return { headers: internal };
        },
      },
      { when: 'the page cursor is not a signature id', status: 400, on, request: { query: { after: 'x' }, headers: internal } },
      { when: 'a caller without the internal secret re-reads', status: 403, on, request: {} },
    ],
    signConsentForBooking: [
      {
        when: "booking passes on a signature made on a confirmation page in the booking's name",
        status: 201,
        on,
        request: async () => ({ headers: internal, body: { formId: await published(), signedName: 'Jamie Rivera', expectedName: 'Jamie Rivera', email: 'jamie@example.com', address: '203.0.113.9', bookingId: UNKNOWN_BOOKING } }),
      },
      {
        when: 'the typed name is not the booking name',
        status: 400,
        on,
        request: async () => ({ headers: internal, body: { formId: await published(), signedName: 'Someone', expectedName: 'Jamie Rivera', email: 'jamie@example.com', address: '', bookingId: UNKNOWN_BOOKING } }),
      },
      {
        when: 'no form is published',
        status: 404,
        request: { headers: internal, body: { formId: UNKNOWN, signedName: 'A B', expectedName: 'A B', email: 'a@example.com', address: '', bookingId: UNKNOWN_BOOKING } },
      },
      { when: 'a caller without the internal secret signs', status: 403, on, request: { body: { formId: UNKNOWN, signedName: 'A', expectedName: 'A', email: 'a@example.com', address: '', bookingId: UNKNOWN_BOOKING } } },
      {
        when: 'the form is not the current one',
        status: 409,
        on,
        request: async () => {
          const old = await published();
          await published();
          return { headers: internal, body: { formId: old, signedName: 'A B', expectedName: 'A B', email: 'a@example.com', address: '', bookingId: UNKNOWN_BOOKING } };
        },
      },
    ],
    writeClinicalNote: [
      { when: 'the clinician of the booking writes a note', status: 201, on, request: async () => { const t = await team(); return { params: { id: t.bookingId }, headers: t.clinician.headers, body: buildNote() }; } },
      { when: 'every part of the note is empty', status: 400, on, request: async () => { const t = await team(); return { params: { id: t.bookingId }, headers: t.clinician.headers, body: {} }; } },
      { when: 'a signed-out visitor writes one', status: 401, on, request: { params: { id: UNKNOWN_BOOKING }, body: buildNote() } },
      { when: 'a coach who is not a clinician writes one', status: 403, on, request: async () => { const t = await team(); return { params: { id: t.bookingId }, headers: t.coach.headers, body: buildNote() }; } },
      { when: 'the booking does not exist', status: 404, on, request: { params: { id: UNKNOWN_BOOKING }, headers: adminPerson(true).headers, body: buildNote() } },
      {
        when: 'the booking was cancelled',
        status: 409,
        on,
        request: async () => {
          const t = await team();
          const cancelled = await insertBookingBy(stack().booking.db, t.clinicianRecord.id, t.client.identity.email, 'cancelled');
          return { params: { id: cancelled }, headers: t.clinician.headers, body: buildNote() };
        },
      },
    ],
    editClinicalNote: [
      { when: 'the author edits a draft', status: 200, on, request: async () => { const t = await notedCareTeam(stack(), { signed: false }); return { params: { id: t.noteId }, headers: t.clinician.headers, body: { plan: 'Rest' } }; } },
      { when: 'the author sends no change', status: 400, on, request: async () => { const t = await notedCareTeam(stack(), { signed: false }); return { params: { id: t.noteId }, headers: t.clinician.headers, body: {} }; } },
      { when: 'a signed-out visitor edits it', status: 401, on, request: { params: { id: UNKNOWN }, body: { plan: 'x' } } },
      { when: 'a coach who is not a clinician edits it', status: 403, on, request: async () => { const t = await notedCareTeam(stack(), { signed: false }); return { params: { id: t.noteId }, headers: t.coach.headers, body: { plan: 'x' } }; } },
      { when: 'the note does not exist', status: 404, on, request: async () => ({ params: { id: UNKNOWN }, headers: (await team()).clinician.headers, body: { plan: 'x' } }) },
      { when: 'the note is signed', status: 409, on, request: async () => { const t = await notedCareTeam(stack()); return { params: { id: t.noteId }, headers: t.clinician.headers, body: { plan: 'x' } }; } },
    ],
    signClinicalNote: [
      { when: 'the author signs a draft', status: 200, on, request: async () => { const t = await notedCareTeam(stack(), { signed: false }); return { params: { id: t.noteId }, headers: t.clinician.headers }; } },
      { when: 'the id is too long', status: 400, on, request: { params: { id: 'x'.repeat(65) }, headers: adminPerson(true).headers } },
      { when: 'a signed-out visitor signs it', status: 401, on, request: { params: { id: UNKNOWN } } },
      { when: 'a coach who is not a clinician signs it', status: 403, on, request: async () => { const t = await notedCareTeam(stack(), { signed: false }); return { params: { id: t.noteId }, headers: t.coach.headers }; } },
      { when: 'the note does not exist', status: 404, on, request: { params: { id: UNKNOWN }, headers: adminPerson(true).headers } },
      { when: 'the note is already signed', status: 409, on, request: async () => { const t = await notedCareTeam(stack()); return { params: { id: t.noteId }, headers: t.clinician.headers }; } },
    ],
    addAddendum: [
      { when: 'a clinician of the care team adds an addendum to a signed note', status: 201, on, request: async () => { const t = await notedCareTeam(stack()); return { params: { id: t.noteId }, headers: t.clinician.headers, body: { text: 'Correction' } }; } },
      { when: 'the addendum is empty', status: 400, on, request: async () => { const t = await notedCareTeam(stack()); return { params: { id: t.noteId }, headers: t.clinician.headers, body: { text: '' } }; } },
      { when: 'a signed-out visitor adds one', status: 401, on, request: { params: { id: UNKNOWN }, body: { text: 'x' } } },
      { when: 'a clinician outside the care team adds one', status: 403, on, request: async () => { const t = await notedCareTeam(stack()); return { params: { id: t.noteId }, headers: (await outsiders(stack())).clinician.headers, body: { text: 'x' } }; } },
      { when: 'the note does not exist', status: 404, on, request: { params: { id: UNKNOWN }, headers: adminPerson(true).headers, body: { text: 'x' } } },
      { when: 'the note is still a draft', status: 409, on, request: async () => { const t = await notedCareTeam(stack(), { signed: false }); return { params: { id: t.noteId }, headers: t.clinician.headers, body: { text: 'x' } }; } },
    ],
    clientNotes: [
      { when: "the care team's clinician reads a client's notes", status: 200, on, request: async () => { const t = await notedCareTeam(stack()); return { params: user(t), headers: t.clinician.headers }; } },
      { when: 'the client id is too long', status: 400, on, request: { params: { userId: 'x'.repeat(65) }, headers: adminPerson().headers } },
      { when: 'a signed-out visitor reads them', status: 401, on, request: { params: { userId: UNKNOWN } } },
      { when: 'a coach of the care team who is not a clinician reads them', status: 403, on, request: async () => { const t = await notedCareTeam(stack()); return { params: user(t), headers: t.coach.headers }; } },
      { when: 'an admin reads the notes of an account that does not exist', status: 404, on, request: { params: { userId: UNKNOWN }, headers: adminPerson().headers } },
    ],
    myCarePlan: [
      { when: 'a client reads the plan of their signed notes', status: 200, on, request: async () => ({ headers: (await notedCareTeam(stack())).client.headers }) },
      { when: 'a signed-out visitor reads it', status: 401, on },
    ],
    recordInjury: [
      { when: 'a clinician of the care team records an injury', status: 201, on, request: async () => { const t = await team(); return { params: user(t), headers: t.clinician.headers, body: buildInjury() }; } },
      { when: 'the stage is unknown', status: 400, on, request: async () => { const t = await team(); return { params: user(t), headers: t.clinician.headers, body: buildInjury({ stage: 'healed' }) }; } },
      { when: 'a signed-out visitor records one', status: 401, on, request: { params: { userId: UNKNOWN }, body: buildInjury() } },
      { when: 'a coach who is not a clinician records one', status: 403, on, request: async () => { const t = await team(); return { params: user(t), headers: t.coach.headers, body: buildInjury() }; } },
      { when: 'an admin clinician names an account that does not exist', status: 404, on, request: { params: { userId: UNKNOWN }, headers: adminPerson(true).headers, body: buildInjury() } },
    ],
    updateInjury: [
      { when: 'the clinician moves the stage', status: 200, on, request: async () => { const t = await withInjury(); return { params: { ...user(t), id: t.injuryId }, headers: t.clinician.headers, body: { stage: 'return-to-training' } }; } },
      { when: 'nothing is sent', status: 400, on, request: async () => { const t = await withInjury(); return { params: { ...user(t), id: t.injuryId }, headers: t.clinician.headers, body: {} }; } },
      { when: 'a signed-out visitor moves it', status: 401, on, request: { params: { userId: UNKNOWN, id: UNKNOWN }, body: { stage: 'rest' } } },
      { when: 'a coach who is not a clinician moves it', status: 403, on, request: async () => { const t = await withInjury(); return { params: { ...user(t), id: t.injuryId }, headers: t.coach.headers, body: { stage: 'rest' } }; } },
      { when: 'the injury does not exist', status: 404, on, request: async () => { const t = await team(); return { params: { ...user(t), id: UNKNOWN }, headers: t.clinician.headers, body: { stage: 'rest' } }; } },
    ],
    clientInjuries: [
      { when: 'a coach of the care team reads stage and restrictions', status: 200, on, request: async () => { const t = await withInjury(); return { params: user(t), headers: t.coach.headers }; } },
      { when: 'the client id is too long', status: 400, on, request: { params: { userId: 'x'.repeat(65) }, headers: adminPerson().headers } },
      { when: 'a signed-out visitor reads them', status: 401, on, request: { params: { userId: UNKNOWN } } },
      { when: 'a coach outside the care team reads them', status: 403, on, request: async () => { const t = await withInjury(); return { params: user(t), headers: (await outsiders(stack())).coach.headers }; } },
      { when: 'an admin reads the injuries of an account that does not exist', status: 404, on, request: { params: { userId: UNKNOWN }, headers: adminPerson().headers } },
    ],
    myInjuries: [
      { when: 'a client reads their injuries and stage', status: 200, on, request: async () => ({ headers: (await withInjury()).client.headers }) },
      { when: 'a signed-out visitor reads them', status: 401, on },
    ],
    myRecordAccess: [
      {
        when: 'a client reads who viewed their record',
        status: 200,
        on,
        request: async () => {
          const t = await withInjury();
          await api().injuries(t.coach, t.client.identity.sub);
          return { headers: t.client.headers };
        },
      },
      { when: 'the page size is 0', status: 400, on, request: async () => ({ query: { limit: '0' }, headers: (await client()).headers }) },
      { when: 'a signed-out visitor reads it', status: 401, on },
    ],
    myRecordVisits: [
      {
        when: 'a client reads who viewed their record, one row per viewer and visit',
        status: 200,
        on,
        request: async () => {
          const t = await withInjury();
          await api().injuries(t.coach, t.client.identity.sub);
          return { headers: t.client.headers };
        },
      },
      { when: 'the page size is 0', status: 400, on, request: async () => ({ query: { limit: '0' }, headers: (await client()).headers }) },
      { when: 'a signed-out visitor reads it', status: 401, on },
    ],
    recordAccessLog: [
      {
        when: 'an admin reads every access to one client record',
        status: 200,
        on,
        request: async () => {
          const t = await withInjury();
          await api().injuries(t.coach, t.client.identity.sub);
          return { query: user(t), headers: adminPerson().headers };
        },
      },
      { when: 'the client id is empty', status: 400, on, request: { query: { userId: '' }, headers: adminPerson().headers } },
      { when: 'a signed-out visitor reads it', status: 401, on },
      { when: 'a staff member reads it', status: 403, on, request: async () => ({ headers: (await team()).clinician.headers }) },
    ],
    myRecordPdf: [
      { when: 'a client downloads their record', status: 200, on, request: async () => ({ headers: (await notedCareTeam(stack())).client.headers }) },
      { when: 'a signed-out visitor downloads it', status: 401, on },
    ],
  };
}
