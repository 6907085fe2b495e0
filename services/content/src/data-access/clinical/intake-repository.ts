import type { Connection } from 'mongoose';
import { parqNeedsReview, type Intake, type IntakeValues } from '@wsms/contracts';
import { isDuplicateKey, newObjectId, type Lean } from '@wsms/service-kit';
import type { ClinicalCipher } from '../../adapters/clinical-cipher';
import { INTAKE_COLLECTION, intakeVersionModel, type IntakeVersionRecord } from './clinical-record-models';

const textFields = ['dateOfBirth', 'sports', 'injuries', 'medications', 'allergies', 'conditions', 'goals'] as const;

/** Every save is a new version (a unique insert); the current one is the highest. */
export function intakeRepository(db: Connection, cipher: () => ClinicalCipher) {
  const Intake = intakeVersionModel(db);
  // Each value is bound to its version's id and field (the cipher's associated data).
  const where = (id: unknown, field: string) => ({ collection: INTAKE_COLLECTION, id: String(id), field: `sealed.${field}` });
  const open = (doc: Lean<IntakeVersionRecord>): Intake => {
    const c = cipher();
    const read = (field: string) => c.open(doc.sealed[field] ?? '', where(doc._id, field));
    const text = Object.fromEntries(textFields.map((field) => [field, doc.sealed[field] ? read(field) : ''])) as Record<(typeof textFields)[number], string>;
    return {
      ...text,
      parq: (doc.sealed.parq ? JSON.parse(read('parq')) : {}) as Intake['parq'],
      emergencyContact: JSON.parse(read('emergencyContact')) as Intake['emergencyContact'],
      version: doc.version,
      savedAt: new Date(doc.savedAt).toISOString(),
    };
  };
  async function current(userId: string): Promise<Intake | null> {
    const doc = await Intake.findOne({ userId }).sort({ version: -1 }).lean();
    return doc ? open(doc) : null;
  }
  return {
    current,
    async exists(userId: string) {
      return (await Intake.countDocuments({ userId })) > 0;
    },
    /** Whether the current version answers a PAR-Q question Yes (a version saved before the flag is opened to tell). */
    async needsReview(userId: string): Promise<boolean> {
      const doc = await Intake.findOne({ userId }).sort({ version: -1 }).lean();
      if (!doc) return false;
      return typeof doc.parqReview === 'boolean' ? doc.parqReview : parqNeedsReview(open(doc).parq);
    },
    async save(userId: string, values: IntakeValues, at: Date): Promise<Intake> {
      const c = cipher();
      // The id is chosen first: the values are sealed for it (a retry after a collision keeps it, nothing was inserted).
      const _id = newObjectId();
      const sealed: Record<string, string> = Object.fromEntries(textFields.map((field) => [field, c.seal(values[field], where(_id, field))]));
      sealed.parq = c.seal(JSON.stringify(values.parq), where(_id, 'parq'));
      sealed.emergencyContact = c.seal(JSON.stringify(values.emergencyContact), where(_id, 'emergencyContact'));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const latest = await Intake.findOne({ userId }).sort({ version: -1 }).lean();
        const version = (latest?.version ?? 0) + 1;
        try {
          await Intake.create({ _id, userId, version, sealed, savedAt: at, parqReview: parqNeedsReview(values.parq) });
          return open({ _id, userId, version, sealed, savedAt: at } as Lean<IntakeVersionRecord>);
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      throw new Error('intake version kept colliding');
    },
    /** Every version, oldest first (the PDF of the whole record). */
    async versions(userId: string): Promise<Intake[]> {
      return (await Intake.find({ userId }).sort({ version: 1 }).lean()).map(open);
    },
  };
}
export type IntakeRepository = ReturnType<typeof intakeRepository>;
