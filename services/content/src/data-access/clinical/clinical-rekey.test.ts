import { execFile } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { clinicalCipher, clinicalKeyId, parseClinicalKey } from '../../adapters/clinical-cipher';
import { buildInjury, buildIntake, careTeam, clinicalApi, clinicalEnv, TEST_CLINICAL_KEY } from '../../testing/clinical-test-kit';
import { useTrainingStack } from '../../testing/training-test-kit';
import { clinicalNoteRepository } from './clinical-note-repository';
import { sealedPlaces, valueAt, type Doc } from './clinical-rekey';
import { injuryRepository } from './injury-repository';
import { intakeRepository } from './intake-repository';

const training = useTrainingStack(clinicalEnv);
const OLD = TEST_CLINICAL_KEY;
const NEW = 'c3'.repeat(32);
const root = path.resolve(__dirname, '../../../../..');

/** `npm run clinical:rekey`, as an operator runs it after moving the old key into CLINICAL_DATA_KEYS. */
async function runRekey() {
  const db = training.get().content.db;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/clinical-rekey.mjs'], {
    cwd: root,
    env: { ...process.env, MONGODB_URI: `${process.env.TEST_MONGODB_BASE}/${db.name}`, CLINICAL_DATA_KEY: NEW, CLINICAL_DATA_KEYS: OLD },
  });
  return stdout;
}

/** A value as the first cipher wrote it (v1: no associated data). */
function sealV1(plain: string) {
  const key = parseClinicalKey(OLD);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', clinicalKeyId(key), iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

async function everySealedValue() {
  const db = training.get().content.db;
  const values: string[] = [];
  for (const place of sealedPlaces) {
    for (const doc of await db.collection<Doc>(place.collection).find({}).toArray()) {
      for (const at of place.paths(doc)) values.push(String(valueAt(doc, at)));
    }
  }
  return values;
}

describe('npm run clinical:rekey', () => {
  it('When the key is rolled over and the rekey runs, then every value is sealed with the new key (v2), reads with the new key alone, and a second run changes nothing', async () => {
    const stack = training.get();
    const api = clinicalApi(stack.content.url);
    const team = await careTeam(stack);
    const id = team.client.identity.sub;
    expect((await api.saveIntake(team.client, buildIntake({ medications: 'Isotretinoin' }))).status).toBe(200);
    const note = (await (await api.writeNote(team.clinician, team.bookingId, { subjective: 'Sore', objective: 'Swollen', assessment: 'Strain', plan: 'Rest' })).json()) as { id: string };
    await api.signNote(team.clinician, note.id);
    expect((await api.addendum(team.clinician, note.id, 'Correction: 4/10')).status).toBe(201);
    const injury = (await (await api.recordInjury(team.clinician, id, buildInjury())).json()) as { id: string };
    // A value written before values were bound to their place.
    const { ObjectId } = (await import('mongoose')).mongo;
    await stack.content.db.collection('clinical_injuries').updateOne({ _id: new ObjectId(injury.id) }, { $set: { sealedRestrictions: sealV1('No running (legacy)') } });

    // The service still reads it as it is.
    expect(await (await api.injuries(team.clinician, id)).json()).toMatchObject([{ restrictions: 'No running (legacy)' }]);

    const output = await runRekey();
    expect(output).toMatch(/clinical_injuries: \d+ record\(s\), [1-9]\d* value\(s\) sealed again/);
    const newKeyId = clinicalKeyId(parseClinicalKey(NEW));
    const values = await everySealedValue();
    expect(values.length).toBeGreaterThan(10);
    expect(values.filter((v) => !v.startsWith(`v2:${newKeyId}:`))).toEqual([]);

    const onlyNew = () => clinicalCipher(NEW);
    expect(await intakeRepository(stack.content.db, onlyNew).current(id)).toMatchObject({ medications: 'Isotretinoin', emergencyContact: { name: 'Riley Client' } });
    expect(await clinicalNoteRepository(stack.content.db, onlyNew).find(note.id)).toMatchObject({ subjective: 'Sore', plan: 'Rest', addenda: [{ text: 'Correction: 4/10' }] });
    expect(await injuryRepository(stack.content.db, onlyNew).forClient(id)).toMatchObject([{ bodyPart: 'Left knee', restrictions: 'No running (legacy)' }]);

    const again = await runRekey();
    expect(again).not.toMatch(/[1-9]\d* value\(s\) sealed again/);
    expect(await everySealedValue()).toEqual(values);
  });
});
