// Area "clinical": the sports-medicine record of the clients seen for rehabilitation by the five
// clinicians (coach01, coach05, … : their staff accounts marked clinician, as an admin would), as
// the content service writes it. Each such client has an intake (sometimes saved again), a signature
// of the consent form in force when one is published, a signed SOAP chart note on half of their
// completed rehabilitation sessions (a few with an addendum; the note's plan is the care plan the
// client sees), an injury for four in ten with its stages, and the record-access log of the
// clinician's reads. Free text is sealed with the stack's CLINICAL_DATA_KEY (the environment's, else
// the one `npm start` keeps in DATA_DIR/secrets.json): without a key the area is left out.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, businessDate } from '@wsms/contracts/dates';
import { mongo } from 'mongoose';
import { clinicalCipher } from '@wsms/content-service/clinical-cipher';
import { root } from '../lib/build.mjs';
import { bookingsOf } from './bookings-plan.mjs';
import { objectIdAt, stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;
const DAY = 86_400_000;
const HOUR_BEFORE = 3_600_000;
export const isClinician = (instructor) => instructor.index % 4 === 0;

/** The key the content service seals with, or null. */
export function clinicalKey(env = process.env) {
  if (env.CLINICAL_DATA_KEY) return env.CLINICAL_DATA_KEY;
  const file = path.resolve(root, env.DATA_DIR ?? '.data', 'secrets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).CLINICAL_DATA_KEY ?? null) : null;
}

const SOAP = [
  { subjective: 'Knee sore after stairs, 3/10.', objective: 'Full extension; mild effusion.', assessment: 'Patellar tendinopathy, settling.', plan: 'Isometrics daily; progress to slow squats next week.' },
  { subjective: 'Lower back tight in the mornings.', objective: 'Flexion limited at 70%.', assessment: 'Non-specific low back pain.', plan: 'Hip hinge drills, walk 30 minutes a day.' },
  { subjective: 'Ankle feels stable on flat ground.', objective: 'Single-leg balance 25 s.', assessment: 'Lateral ankle sprain, late rehab.', plan: 'Hopping progressions; return to running in two weeks.' },
  { subjective: 'Shoulder pain overhead, 4/10.', objective: 'Painful arc 80-120 degrees.', assessment: 'Rotator cuff related pain.', plan: 'Isometric external rotation, avoid overhead loading.' },
];
const INJURIES = [
  { bodyPart: 'Left knee', restrictions: 'No jumping or deep squats.' },
  { bodyPart: 'Lower back', restrictions: 'No loaded spinal flexion.' },
  { bodyPart: 'Right ankle', restrictions: 'No cutting or pivoting.' },
  { bodyPart: 'Right shoulder', restrictions: 'No overhead pressing.' },
];
const STAGES = ['rest', 'rehab', 'return-to-training', 'full-return'];
const PARQ = ['heartCondition', 'chestPain', 'dizziness', 'chronicCondition', 'medication', 'boneJoint', 'supervisedOnly'];

function recordsOf(plan, cipher, form) {
  const out = { intake: [], signatures: [], notes: [], addenda: [], injuries: [], access: [] };
  const seen = new Set();
  const oid = (at, ...parts) => new ObjectId(objectIdAt(at, plan.seed, 'clinical', ...parts));
  const read = (b, what, at) => {
    const _id = oid(at, 'access', b._id, what);
    const coach = b.instructor;
    out.access.push({ _id, clientId: b.client.id, viewerId: coach.staffUserId, viewerName: coach.name, viewerRole: 'Clinician', what, at, listKey: `${at.toISOString()}|${_id.toHexString()}` });
  };
  for (const b of bookingsOf(plan)) {
    if (b.status !== 'completed' || b.sessionType !== 'rehabilitation' || !isClinician(b.instructor)) continue;
    const rng = stream(plan.seed, 'clinical', b._id);
    const client = b.client;
    if (!seen.has(client.id)) {
      seen.add(client.id);
      const crng = stream(plan.seed, 'clinical-client', client.id);
      const saves = crng.chance(0.3) ? 2 : 1;
      for (let version = 1; version <= saves; version += 1) {
        const savedAt = new Date(b.createdAt.getTime() + (version - 1) * 30 * DAY);
        const values = {
          dateOfBirth: `19${70 + crng.int(30)}-0${1 + crng.int(9)}-1${crng.int(9)}`,
          sports: crng.pick(['Running', 'Football', 'Tennis', 'CrossFit', 'Cycling']),
          injuries: version === 1 ? 'Old ankle sprain.' : 'Old ankle sprain; knee pain since March.',
          medications: '',
          allergies: crng.chance(0.2) ? 'Penicillin' : '',
          conditions: '',
          goals: 'Back to full training without pain.',
        };
        const _id = oid(savedAt, 'intake', client.id, version);
        const seal = (field, text) => cipher.seal(text, { collection: 'clinical_intake_versions', id: _id.toHexString(), field: `sealed.${field}` });
        const sealed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, seal(k, v)]));
        sealed.parq = seal('parq', JSON.stringify(Object.fromEntries(PARQ.map((q) => [q, { answer: q === 'boneJoint' ? 'yes' : 'no', details: '' }]))));
        sealed.emergencyContact = seal('emergencyContact', JSON.stringify({ name: 'Sam Rivera', relation: 'Partner', phone: '+1 555 0100' }));
        out.intake.push({ _id, userId: client.id, version, sealed, savedAt });
      }
      if (form && form.publishedAt < b.createdAt) {
        const signedAt = new Date(b.createdAt.getTime() + 60_000);
        out.signatures.push({ _id: oid(signedAt, 'consent', client.id), formId: String(form._id), version: form.version, userId: client.id, email: client.email, signedName: client.name, signedAt, address: '', textHash: form.textHash, bookingId: b._id });
      }
      if (crng.chance(0.4)) {
        const injury = crng.pick(INJURIES);
        const at = b.completedAt;
        const reached = 1 + crng.int(STAGES.length);
        const history = STAGES.slice(0, reached).map((stage, i) => ({ stage, at: new Date(at.getTime() + i * 21 * DAY) }));
        const _id = oid(at, 'injury', client.id);
        const seal = (field, text) => cipher.seal(text, { collection: 'clinical_injuries', id: _id.toHexString(), field });
        out.injuries.push({
          _id,
          clientId: client.id,
          sealedBodyPart: seal('sealedBodyPart', injury.bodyPart),
          occurredOn: addDays(businessDate(at), -(7 + crng.int(60))),
          stage: history.at(-1).stage,
          sealedRestrictions: seal('sealedRestrictions', reached === STAGES.length ? '' : injury.restrictions),
          history,
          recordedById: b.instructor.staffUserId,
          recordedByName: b.instructor.name,
          createdAt: at,
        });
        read(b, 'injuries', new Date(at.getTime() + 7 * DAY));
      }
      read(b, 'intake', new Date(b.startsAt.getTime() - HOUR_BEFORE));
    }
    if (!rng.chance(0.5)) continue;
    const soap = rng.pick(SOAP);
    const createdAt = b.completedAt;
    const signedAt = new Date(createdAt.getTime() + 2 * 3_600_000);
    const noteId = oid(createdAt, 'note', b._id);
    out.notes.push({
      _id: noteId,
      bookingId: b._id,
      clientId: client.id,
      instructorId: b.instructorId,
      sessionDate: b.date,
      status: 'signed',
      sealed: Object.fromEntries(Object.entries(soap).map(([k, v]) => [k, cipher.seal(v, { collection: 'clinical_notes', id: noteId.toHexString(), field: `sealed.${k}` })])),
      authorId: b.instructor.staffUserId,
      authorName: b.instructor.name,
      createdAt,
      updatedAt: signedAt,
      signedAt,
      listKey: `${createdAt.toISOString()}|${noteId.toHexString()}`,
    });
    if (rng.chance(0.05)) {
      const at = new Date(signedAt.getTime() + DAY);
      const _id = oid(at, 'addendum', b._id);
      const sealedText = cipher.seal('Correction: pain score was 4/10, not 3/10.', { collection: 'clinical_note_addenda', id: _id.toHexString(), field: 'sealedText' });
      out.addenda.push({ _id, noteId: noteId.toHexString(), sealedText, authorId: b.instructor.staffUserId, authorName: b.instructor.name, createdAt: at });
    }
    // The clinician reads the client's notes before the next session.
    read(b, 'clinical notes', new Date(b.startsAt.getTime() - HOUR_BEFORE));
  }
  return out;
}
export const clinical = {
  name: 'clinical',
  async seed({ plan, dbs, key }) {
    const secret = clinicalKey();
    if (!secret) return { note: 'left out: no CLINICAL_DATA_KEY (set it, or seed a stack started by npm start)' };
    const cipher = clinicalCipher(secret);
    return once(dbs.content, key('clinical'), async () => {
      const db = dbs.content;
      const clinicians = plan.instructors.filter(isClinician);
      for (const c of clinicians) await dbs.auth.collection('users').updateOne({ _id: new ObjectId(c.staffUserId) }, { $set: { clinician: true } });
      const latest = await db.collection('consent_forms').find({}).sort({ version: -1 }).limit(1).next();
      const form = latest && { ...latest, textHash: createHash('sha256').update(`${latest.title}\n\n${latest.body}`).digest('hex') };
      const r = recordsOf(plan, cipher, form);
      return {
        clinicians: clinicians.length,
        intakeVersions: await insertAll(db.collection('clinical_intake_versions'), r.intake),
        consentSignatures: await insertAll(db.collection('consent_signatures'), r.signatures),
        chartNotes: await insertAll(db.collection('clinical_notes'), r.notes),
        addenda: await insertAll(db.collection('clinical_note_addenda'), r.addenda),
        injuries: await insertAll(db.collection('clinical_injuries'), r.injuries),
        recordAccess: await insertAll(db.collection('clinical_record_access'), r.access),
      };
    });
  },
};
