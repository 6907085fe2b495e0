import type { Connection } from 'mongoose';
import type { Injury, InjuryStage, InjuryUpdate, InjuryValues } from '@wsms/contracts';
import { newObjectId, type Lean } from '@wsms/service-kit';
import type { ClinicalCipher } from '../../adapters/clinical-cipher';
import { INJURY_COLLECTION, injuryModel, type InjuryRecord } from './clinical-record-models';

const where = (id: unknown, field: 'sealedBodyPart' | 'sealedRestrictions') => ({ collection: INJURY_COLLECTION, id: String(id), field });

/** Injury episodes: stage, restrictions and each move of the stage with its date (never any note). */
export function injuryRepository(db: Connection, cipher: () => ClinicalCipher) {
  const Injuries = injuryModel(db);
  const toDto = (doc: Lean<InjuryRecord>): Injury => {
    const c = cipher();
    return {
      id: String(doc._id),
      clientId: doc.clientId,
      bodyPart: c.open(doc.sealedBodyPart, where(doc._id, 'sealedBodyPart')),
      occurredOn: doc.occurredOn,
      stage: doc.stage,
      restrictions: c.open(doc.sealedRestrictions, where(doc._id, 'sealedRestrictions')),
      open: doc.stage !== 'full-return',
      history: (doc.history ?? []).map((move) => ({ stage: move.stage, at: new Date(move.at).toISOString() })),
      recordedBy: { id: doc.recordedById, name: doc.recordedByName },
      createdAt: new Date(doc.createdAt).toISOString(),
    };
  };
  const find = async (clientId: string, id: string) => {
    if (!/^[0-9a-f]{24}$/i.test(id)) return null;
    const doc = await Injuries.findOne({ _id: id, clientId }).lean();
    return doc ? toDto(doc) : null;
  };
  return {
    find,
    async record(clientId: string, input: InjuryValues, by: { id: string; name: string }, at: Date): Promise<Injury> {
      const c = cipher();
      const _id = newObjectId();
      const doc = await Injuries.create({
        _id,
        clientId,
        sealedBodyPart: c.seal(input.bodyPart, where(_id, 'sealedBodyPart')),
        occurredOn: input.occurredOn,
        stage: input.stage,
        sealedRestrictions: c.seal(input.restrictions, where(_id, 'sealedRestrictions')),
        history: [{ stage: input.stage, at }],
        recordedById: by.id,
        recordedByName: by.name,
        createdAt: at,
      });
      return toDto(doc.toObject());
    },
    async update(clientId: string, id: string, changes: InjuryUpdate, at: Date): Promise<Injury | null> {
      const current = await find(clientId, id);
      if (!current) return null;
      const set: Record<string, unknown> = {};
      if (changes.restrictions !== undefined) set.sealedRestrictions = cipher().seal(changes.restrictions, where(current.id, 'sealedRestrictions'));
      const moved = changes.stage !== undefined && changes.stage !== current.stage;
      if (moved) set.stage = changes.stage;
      await Injuries.updateOne(
        { _id: id, clientId },
        { ...(Object.keys(set).length ? { $set: set } : {}), ...(moved ? { $push: { history: { stage: changes.stage as InjuryStage, at } } } : {}) },
      );
      return find(clientId, id);
    },
    async forClient(clientId: string): Promise<Injury[]> {
      return (await Injuries.find({ clientId }).sort({ createdAt: -1, _id: -1 }).lean()).map(toDto);
    },
  };
}
export type InjuryRepository = ReturnType<typeof injuryRepository>;
