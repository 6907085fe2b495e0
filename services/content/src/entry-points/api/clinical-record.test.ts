import { buildIdentity } from '@wsms/service-kit/testing';
import { adminPerson, buildInjury, buildIntake, buildNote, careTeam, clinicalApi, clinicalEnv, notedCareTeam, outsiders } from '../../testing/clinical-test-kit';
import { newClient, person, useTrainingStack } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const stack = () => training.get();
const api = () => clinicalApi(stack().content.url);

describe('the intake form', () => {
  it('When a client saves the intake twice, then both versions are kept and the current one is the second', async () => {
    const client = await newClient(stack());
    expect((await api().saveIntake(client, buildIntake())).status).toBe(200);
    const second = await api().saveIntake(client, buildIntake({ goals: 'Stay healthy' }));

    expect(await second.json()).toMatchObject({ version: 2, goals: 'Stay healthy' });
    expect(await (await api().myIntake(client)).json()).toMatchObject({ version: 2, goals: 'Stay healthy', emergencyContact: { name: 'Riley Client' } });
    expect(await stack().content.db.collection('clinical_intake_versions').countDocuments({ userId: client.identity.sub })).toBe(2);
  });

  it.each([
    ['dateOfBirth', { dateOfBirth: '2099-01-01' }],
    ['dateOfBirth', { dateOfBirth: '1900-01-01' }],
    ['emergencyContact.name', { emergencyContact: { name: '', relation: '', phone: '+1 555 010 0200' } }],
    ['emergencyContact.phone', { emergencyContact: { name: 'Riley', relation: '', phone: '' } }],
    ['goals', { goals: 'x'.repeat(2001) }],
  ])('When the intake has a bad %s, then it answers 400 naming the field and stores nothing', async (field, change) => {
    const client = await newClient(stack());
    const res = await api().saveIntake(client, { ...buildIntake(), ...change });

    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ path: string }> };
    expect(body.errors.map((e) => e.path)).toContain(field);
    expect(await stack().content.db.collection('clinical_intake_versions').countDocuments({ userId: client.identity.sub })).toBe(0);
  });

  it('When the current intake answers a PAR-Q question Yes, then the record status flags it for review until a later version answers none Yes', async () => {
    const team = await careTeam(stack());
    const email = team.client.identity.email;
    const status = async () => (await (await api().recordStatus(team.coach, email)).json()) as { intake: boolean; parqReview: boolean };

    expect(await status()).toMatchObject({ intake: false, parqReview: false });
    await api().saveIntake(team.client, buildIntake({ parq: { supervisedOnly: { answer: 'yes', details: 'Cardiologist' } } }));
    expect(await status()).toMatchObject({ intake: true, parqReview: true });
    expect((await api().recordStatus(team.client, email)).status).toBe(403);
    await api().saveIntake(team.client, buildIntake({ parq: { supervisedOnly: { answer: 'no' } } }));
    expect(await status()).toMatchObject({ intake: true, parqReview: false });
    // A version saved before the flag existed: told from its sealed answers.
    await stack().content.db.collection('clinical_intake_versions').updateMany({ userId: team.client.identity.sub }, { $unset: { parqReview: '' } });
    await api().saveIntake(team.client, buildIntake());
    await stack().content.db.collection('clinical_intake_versions').updateMany({ userId: team.client.identity.sub }, { $unset: { parqReview: '' } });
    expect(await status()).toMatchObject({ intake: true, parqReview: true });
  });

  it('When each kind of caller reads a client intake, then only the care team may, and each read by someone else is in the access log', async () => {
    const team = await careTeam(stack());
    const out = await outsiders(stack());
    const other = await newClient(stack());
    await api().saveIntake(team.client, buildIntake());
    const id = team.client.identity.sub;

    expect((await api().clientIntake(undefined, id)).status).toBe(401);
    expect((await api().clientIntake(team.client, id)).status).toBe(403);
    expect((await api().clientIntake(other, id)).status).toBe(403);
    expect((await api().clientIntake(out.coach, id)).status).toBe(403);
    expect((await api().clientIntake(out.clinician, id)).status).toBe(403);
    expect((await api().clientIntake(team.coach, id)).status).toBe(200);
    expect((await api().clientIntake(team.clinician, id)).status).toBe(200);
    expect((await api().clientIntake(adminPerson(), id)).status).toBe(200);

    const log = (await (await api().access(team.client)).json()) as Array<{ viewer: { name: string; role: string }; what: string }>;
    expect(log.map((entry) => [entry.viewer.role, entry.what])).toEqual([
      ['Admin', 'intake'],
      ['Clinician', 'intake'],
      ['Coach', 'intake'],
    ]);
    expect(log[1]?.viewer.name).toBe('Alex Trainer');
    expect(await (await api().access(other)).json()).toEqual([]);
  });

  it('When a coach who is not a clinician reads the intake, then they get the training view only; clinicians and admins get all of it', async () => {
    const team = await careTeam(stack());
    const id = team.client.identity.sub;
    await api().saveIntake(
      team.client,
      buildIntake({ medications: 'Isotretinoin 20 mg', conditions: 'Type 1 diabetes', injuries: 'Right shoulder dislocation 2015', parq: { boneJoint: { answer: 'yes', details: 'Knee aches' }, chestPain: { answer: 'no' } } }),
    );
    const open = (await (await api().recordInjury(team.clinician, id, buildInjury({ bodyPart: 'Left knee', stage: 'rehab', restrictions: 'No deep squats' }))).json()) as { id: string };
    const healed = (await (await api().recordInjury(team.clinician, id, buildInjury({ bodyPart: 'Right wrist', stage: 'rest', restrictions: 'No grips' }))).json()) as { id: string };
    expect((await api().moveInjury(team.clinician, id, healed.id, { stage: 'full-return' })).status).toBe(200);

    const coachRead = await api().clientIntake(team.coach, id);
    expect(coachRead.status).toBe(200);
    const training = (await coachRead.json()) as Record<string, unknown>;
    expect(training).toEqual({
      view: 'training',
      allergies: 'Penicillin',
      parqFlags: ['boneJoint'],
      emergencyContact: { name: 'Riley Client', relation: 'Partner', phone: '+1 555 010 0200' },
      openInjuries: [{ bodyPart: 'Left knee', stage: 'rehab', restrictions: 'No deep squats' }],
      version: 1,
      savedAt: expect.any(String),
    });
    expect(JSON.stringify(training)).not.toMatch(/Isotretinoin|diabetes|dislocation|Knee aches|wrist|1994/);
    expect(open.id).toEqual(expect.any(String));

    for (const reader of [team.clinician, adminPerson()]) {
      const full = (await (await api().clientIntake(reader, id)).json()) as Record<string, unknown>;
      expect(full).toMatchObject({ view: 'full', medications: 'Isotretinoin 20 mg', conditions: 'Type 1 diabetes', injuries: 'Right shoulder dislocation 2015', parq: { boneJoint: { details: 'Knee aches' } } });
    }
  });

  it('When the care team reads an intake that is not filled in, then it answers 404', async () => {
    const team = await careTeam(stack());
    expect((await api().clientIntake(team.clinician, team.client.identity.sub)).status).toBe(404);
  });
});

describe('SOAP notes', () => {
  it('When a clinician writes, edits and signs a note, then a signed note can no longer change (PATCH 409) and nothing else may sign it', async () => {
    const team = await careTeam(stack());
    const written = await api().writeNote(team.clinician, team.bookingId, buildNote());
    expect(written.status).toBe(201);
    const { id, status } = (await written.json()) as { id: string; status: string };
    expect(status).toBe('draft');

    expect((await api().editNote(team.clinician, id, { plan: 'Rest two days' })).status).toBe(200);
    expect((await api().signNote(team.clinician, id)).status).toBe(200);
    const patched = await api().editNote(team.clinician, id, { plan: 'Changed after signing' });

    expect(patched.status).toBe(409);
    expect(((await patched.json()) as { message: string }).message).toMatch(/signed/);
    expect((await api().signNote(team.clinician, id)).status).toBe(409);
    const [note] = (await (await api().notes(team.clinician, team.client.identity.sub)).json()) as Array<{ plan: string; status: string }>;
    expect(note).toMatchObject({ plan: 'Rest two days', status: 'signed' });
  });

  it('When a coach who is not a clinician, an outsider or the client writes or reads notes, then they are refused', async () => {
    const team = await careTeam(stack());
    const out = await outsiders(stack());
    const id = team.client.identity.sub;

    expect((await api().writeNote(team.coach, team.bookingId, buildNote())).status).toBe(403);
    expect((await api().writeNote(out.clinician, team.bookingId, buildNote())).status).toBe(403);
    expect((await api().writeNote(undefined, team.bookingId, buildNote())).status).toBe(401);
    expect((await api().writeNote(team.client, team.bookingId, buildNote())).status).toBe(403);
    expect((await api().notes(team.coach, id)).status).toBe(403);
    expect((await api().notes(out.clinician, id)).status).toBe(403);
    expect((await api().notes(team.client, id)).status).toBe(403);
    expect((await api().notes(team.clinician, id)).status).toBe(200);
    expect((await api().notes(adminPerson(), id)).status).toBe(200);
  });

  it('When a note gets addenda, then they keep their order and dates, and drafts take none', async () => {
    const draft = await notedCareTeam(stack(), { signed: false });
    expect((await api().addendum(draft.clinician, draft.noteId, 'Too early')).status).toBe(409);

    const team = await notedCareTeam(stack());
    for (const text of ['First correction', 'Second correction', 'Third correction']) {
      expect((await api().addendum(team.clinician, team.noteId, text)).status).toBe(201);
    }
    expect((await api().addendum(team.coach, team.noteId, 'Coach note')).status).toBe(403);
    const [note] = (await (await api().notes(team.clinician, team.client.identity.sub)).json()) as Array<{ addenda: Array<{ text: string; createdAt: string }> }>;

    expect(note?.addenda.map((a) => a.text)).toEqual(['First correction', 'Second correction', 'Third correction']);
    const dates = note!.addenda.map((a) => Date.parse(a.createdAt));
    expect(dates.every((date, i) => Number.isFinite(date) && (i === 0 || date >= dates[i - 1]!))).toBe(true);
  });

  it('When the client reads the care plan, then only the plan of signed notes is there', async () => {
    const team = await notedCareTeam(stack());
    await api().writeNote(team.clinician, team.bookingId, buildNote({ plan: 'Draft plan' }));
    const plan = (await (await api().carePlan(team.client)).json()) as Array<Record<string, unknown>>;

    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ plan: 'Ice after training, quad sets 3x15 daily', clinician: 'Alex Trainer' });
    expect(JSON.stringify(plan)).not.toMatch(/Patellofemoral|sparring|effusion/);
  });
});

describe('injuries and return to play', () => {
  it('When a clinician records and moves an injury, then the coach of the care team sees stage and restrictions and each move is kept', async () => {
    const team = await careTeam(stack());
    const id = team.client.identity.sub;
    const recorded = await api().recordInjury(team.clinician, id, buildInjury({ stage: 'rest' }));
    expect(recorded.status).toBe(201);
    const injury = (await recorded.json()) as { id: string };
    expect((await api().moveInjury(team.clinician, id, injury.id, { stage: 'rehab' })).status).toBe(200);
    expect((await api().moveInjury(team.coach, id, injury.id, { stage: 'full-return' })).status).toBe(403);
    expect((await api().recordInjury(team.coach, id, buildInjury())).status).toBe(403);

    const [seen] = (await (await api().injuries(team.coach, id)).json()) as Array<{ stage: string; restrictions: string; open: boolean; history: Array<{ stage: string }> }>;
    expect(seen).toMatchObject({ stage: 'rehab', restrictions: 'No deep squats', open: true });
    expect(seen?.history.map((move) => move.stage)).toEqual(['rest', 'rehab']);
    expect((await api().injuries((await outsiders(stack())).coach, id)).status).toBe(403);
    expect((await api().recordInjury(team.clinician, id, buildInjury({ stage: 'healed' }))).status).toBe(400);
  });
});

describe('who viewed the record', () => {
  it('When a clinician moves an injury, then the client sees that access in their record-access log', async () => {
    const team = await careTeam(stack());
    const id = team.client.identity.sub;
    const injury = (await (await api().recordInjury(team.clinician, id, buildInjury())).json()) as { id: string };
    const before = ((await (await api().access(team.client)).json()) as unknown[]).length;

    expect((await api().moveInjury(team.clinician, id, injury.id, { stage: 'return-to-training' })).status).toBe(200);
    const log = (await (await api().access(team.client)).json()) as Array<{ viewer: { name: string; role: string }; what: string }>;
    expect(log).toHaveLength(before + 1);
    expect(log[0]).toMatchObject({ viewer: { name: 'Alex Trainer', role: 'Clinician' }, what: 'injuries' });
  });
});

describe('private by design', () => {
  it('When intake, notes, addenda and injuries carry a marker, then no collection of the content database holds it in plain text', async () => {
    const marker = `MARKER-${Date.now()}-zebra`;
    const team = await careTeam(stack());
    const id = team.client.identity.sub;
    await api().saveIntake(team.client, buildIntake({ injuries: marker, goals: marker, emergencyContact: { name: marker, relation: marker, phone: '+1 555 010 0200' } }));
    // An admin who is a clinician writes: admin writes are audited, so the audit trail is written too.
    const admin = person(buildIdentity({ role: 'admin', clinician: true, firstName: 'Ada', lastName: 'Admin' }));
    const note = (await (await api().writeNote(admin, team.bookingId, buildNote({ subjective: marker, plan: marker }))).json()) as { id: string };
    await api().editNote(admin, note.id, { assessment: marker });
    await api().signNote(admin, note.id);
    await api().addendum(admin, note.id, marker);
    const injury = (await (await api().recordInjury(admin, id, buildInjury({ restrictions: marker, bodyPart: marker }))).json()) as { id: string };
    await api().moveInjury(admin, id, injury.id, { restrictions: `${marker} again` });
    // The marker went through: the API gives it back.
    expect(JSON.stringify(await (await api().notes(admin, id)).json())).toContain(marker);

    const db = stack().content.db.db!;
    const collections = (await db.listCollections().toArray()).map((c) => c.name);
    expect(collections).toEqual(expect.arrayContaining(['clinical_intake_versions', 'clinical_notes', 'clinical_note_addenda', 'clinical_injuries', 'audit_log']));
    for (const name of collections) {
      const docs = await db.collection(name).find({}).toArray();
      expect({ collection: name, leaks: docs.filter((doc) => JSON.stringify(doc).includes(marker)).length }).toEqual({ collection: name, leaks: 0 });
    }
  });
});
