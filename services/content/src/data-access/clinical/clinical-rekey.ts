import type { Connection } from 'mongoose';
import type { ClinicalCipher } from '../../adapters/clinical-cipher';
import { ADDENDUM_COLLECTION, INJURY_COLLECTION, INTAKE_COLLECTION, NOTE_COLLECTION } from './clinical-record-models';

export type Doc = Record<string, unknown> & { _id: unknown };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const sealedMap = (doc: Doc) => (isRecord(doc.sealed) ? Object.keys(doc.sealed).map((field) => `sealed.${field}`) : []);

/** Every place a sealed value is stored: fixed fields, or each entry of a record's `sealed` map. */
export const sealedPlaces: Array<{ collection: string; paths: (doc: Doc) => string[] }> = [
  { collection: INTAKE_COLLECTION, paths: sealedMap },
  { collection: NOTE_COLLECTION, paths: sealedMap },
  { collection: ADDENDUM_COLLECTION, paths: () => ['sealedText'] },
  { collection: INJURY_COLLECTION, paths: () => ['sealedBodyPart', 'sealedRestrictions'] },
];

/** The value at a dotted path of a record (`sealed.plan`). */
export const valueAt = (doc: Doc, path: string) => path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), doc);

export interface RekeyCount {
  collection: string;
  records: number;
  /** Values sealed again with the current key (and bound to their place). */
  resealed: number;
  /** Values someone wrote between the read and the reseal (a live edit, sealed the current way): left as they are. */
  changedMeanwhile: number;
}

/**
 * `npm run clinical:rekey`: every sealed value not yet in the current form (an older key, or v1 with
 * no associated data) is opened with the keys the cipher knows and sealed again with the current key,
 * bound to its collection, record and field. Values already current are skipped, so a second run
 * changes nothing; each write is conditional on the value read, so a live edit in between wins.
 * The plain text is never logged; a value under a key the cipher does not know stops the run.
 */
export async function rekeyClinicalRecord(db: Connection, cipher: ClinicalCipher): Promise<RekeyCount[]> {
  const counts: RekeyCount[] = [];
  for (const place of sealedPlaces) {
    const collection = db.collection<Doc>(place.collection);
    const count: RekeyCount = { collection: place.collection, records: 0, resealed: 0, changedMeanwhile: 0 };
    for await (const doc of collection.find({}).sort({ _id: 1 })) {
      count.records += 1;
      const read: Record<string, string> = {};
      const resealed: Record<string, string> = {};
      for (const path of place.paths(doc)) {
        const value = valueAt(doc, path);
        if (typeof value !== 'string' || cipher.isCurrent(value)) continue;
        const where = { collection: place.collection, id: String(doc._id), field: path };
        let plain: string;
        try {
          plain = cipher.open(value, where);
        } catch (error) {
          throw new Error(`${place.collection} ${String(doc._id)} ${path}: cannot be opened (${error instanceof Error ? error.message : 'unknown error'}); list its key in CLINICAL_DATA_KEYS`);
        }
        read[path] = value;
        resealed[path] = cipher.seal(plain, where);
      }
      const fields = Object.keys(resealed).length;
      if (fields === 0) continue;
      const result = await collection.updateOne({ _id: doc._id, ...read } as never, { $set: resealed });
      if (result.modifiedCount === 1) count.resealed += fields;
      else count.changedMeanwhile += fields;
    }
    counts.push(count);
  }
  return counts;
}
