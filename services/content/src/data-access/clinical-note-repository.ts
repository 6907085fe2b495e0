import type { Connection } from 'mongoose';
import { soapFields, type Addendum, type ClinicalNote, type ClinicalNoteUpdate } from '@wsms/contracts';
import { trustedOperator, type Lean } from '@wsms/service-kit';
import type { ClinicalCipher } from '../adapters/clinical-cipher';
import { addendumModel, clinicalNoteModel, type AddendumRecord, type ClinicalNoteRecord } from './clinical-record-models';

type Soap = Record<(typeof soapFields)[number], string>;
export type NewNote = Omit<ClinicalNoteRecord, 'sealed' | 'status' | 'createdAt' | 'updatedAt' | 'signedAt'> & { soap: Soap };

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

/** Chart notes and their addenda. A signed note is never written again: every change is conditional on `draft`. */
export function clinicalNoteRepository(db: Connection, cipher: () => ClinicalCipher) {
  const Notes = clinicalNoteModel(db);
  const Addenda = addendumModel(db);
  const seal = (soap: Partial<Soap>) => {
    const c = cipher();
    return Object.fromEntries(Object.entries(soap).map(([field, text]) => [field, c.seal(text ?? '')]));
  };
  const addendumDto = (doc: Lean<AddendumRecord>): Addendum => ({
    id: String(doc._id),
    noteId: doc.noteId,
    text: cipher().open(doc.sealedText),
    author: { id: doc.authorId, name: doc.authorName },
    createdAt: new Date(doc.createdAt).toISOString(),
  });
  const noteDto = (doc: Lean<ClinicalNoteRecord>, addenda: Addendum[]): ClinicalNote => {
    const c = cipher();
    const soap = Object.fromEntries(soapFields.map((field) => [field, doc.sealed[field] ? c.open(doc.sealed[field]) : ''])) as Soap;
    return {
      id: String(doc._id),
      bookingId: doc.bookingId,
      clientId: doc.clientId,
      sessionDate: doc.sessionDate,
      status: doc.status,
      ...soap,
      author: { id: doc.authorId, name: doc.authorName },
      createdAt: new Date(doc.createdAt).toISOString(),
      updatedAt: new Date(doc.updatedAt).toISOString(),
      signedAt: doc.signedAt ? new Date(doc.signedAt).toISOString() : null,
      addenda,
    };
  };
  async function addendaOf(noteIds: string[]) {
    if (noteIds.length === 0) return () => [];
    const docs = await Addenda.find({ noteId: trustedOperator({ $in: noteIds }) }).sort({ createdAt: 1, _id: 1 }).lean();
    return (noteId: string) => docs.filter((doc) => doc.noteId === noteId).map(addendumDto);
  }
  async function findRecord(id: string) {
    return isObjectId(id) ? Notes.findById(id).lean() : null;
  }
  async function find(id: string): Promise<ClinicalNote | null> {
    const doc = await findRecord(id);
    return doc ? noteDto(doc, (await addendaOf([id]))(id)) : null;
  }
  return {
    find,
    findRecord,
    async create(note: NewNote, at: Date) {
      const { soap, ...rest } = note;
      const doc = await Notes.create({ ...rest, sealed: seal(soap), status: 'draft', createdAt: at, updatedAt: at, signedAt: null });
      return String(doc._id);
    },
    /** False when the note is no longer a draft (signed in between included). */
    async editDraft(id: string, changes: ClinicalNoteUpdate, at: Date): Promise<boolean> {
      const sealed = seal(Object.fromEntries(Object.entries(changes).filter(([, text]) => text !== undefined)));
      const set = Object.fromEntries(Object.entries(sealed).map(([field, value]) => [`sealed.${field}`, value]));
      const result = await Notes.updateOne({ _id: id, status: 'draft' }, { $set: { ...set, updatedAt: at } });
      return result.matchedCount === 1;
    },
    async sign(id: string, at: Date): Promise<boolean> {
      const result = await Notes.updateOne({ _id: id, status: 'draft' }, { $set: { status: 'signed', signedAt: at, updatedAt: at } });
      return result.matchedCount === 1;
    },
    async addAddendum(noteId: string, addendum: { text: string; authorId: string; authorName: string }, at: Date): Promise<Addendum> {
      const doc = await Addenda.create({ noteId, sealedText: cipher().seal(addendum.text), authorId: addendum.authorId, authorName: addendum.authorName, createdAt: at });
      return addendumDto(doc.toObject());
    },
    async forClient(clientId: string, filter: { signedOnly?: boolean } = {}): Promise<ClinicalNote[]> {
      const docs = await Notes.find({ clientId, ...(filter.signedOnly ? { status: 'signed' as const } : {}) }).sort({ createdAt: -1, _id: -1 }).lean();
      const addenda = await addendaOf(docs.map((doc) => String(doc._id)));
      return docs.map((doc) => noteDto(doc, addenda(String(doc._id))));
    },
  };
}
export type ClinicalNoteRepository = ReturnType<typeof clinicalNoteRepository>;
