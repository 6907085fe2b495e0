import type { Connection } from 'mongoose';
import { soapFields, type Addendum, type ClinicalNote, type ClinicalNoteUpdate } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  keysetFilter,
  keysetSort,
  leanPage,
  newObjectId,
  type Lean,
  type Page,
  type PageRequestOf,
} from '@wsms/service-kit';
import type { ClinicalCipher } from '../../adapters/clinical-cipher';
import { ADDENDUM_COLLECTION, NOTE_COLLECTION, addendumModel, clinicalNoteModel, type AddendumRecord, type ClinicalNoteRecord } from './clinical-record-models';

type Soap = Record<(typeof soapFields)[number], string>;
export type NewNote = Omit<ClinicalNoteRecord, 'sealed' | 'status' | 'createdAt' | 'updatedAt' | 'signedAt' | 'listKey'> & { soap: Soap };

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

/** Chart notes and their addenda. A signed note is never written again: every change is conditional on `draft`. */
export function clinicalNoteRepository(db: Connection, cipher: () => ClinicalCipher) {
  const Notes = clinicalNoteModel(db);
  const Addenda = addendumModel(db);
  // Each value is bound to its record's id and field (the cipher's associated data).
  const noteField = (noteId: unknown, field: string) => ({ collection: NOTE_COLLECTION, id: String(noteId), field: `sealed.${field}` });
  const addendumText = (id: unknown) => ({ collection: ADDENDUM_COLLECTION, id: String(id), field: 'sealedText' });
  const seal = (noteId: unknown, soap: Partial<Soap>) => {
    const c = cipher();
    return Object.fromEntries(Object.entries(soap).map(([field, text]) => [field, c.seal(text ?? '', noteField(noteId, field))]));
  };
  const addendumDto = (doc: Lean<AddendumRecord>): Addendum => ({
    id: String(doc._id),
    noteId: doc.noteId,
    text: cipher().open(doc.sealedText, addendumText(doc._id)),
    author: { id: doc.authorId, name: doc.authorName },
    createdAt: new Date(doc.createdAt).toISOString(),
  });
  const noteDto = (doc: Lean<ClinicalNoteRecord>, addenda: Addendum[]): ClinicalNote => {
    const c = cipher();
    const soap = Object.fromEntries(soapFields.map((field) => [field, doc.sealed[field] ? c.open(doc.sealed[field], noteField(doc._id, field)) : ''])) as Soap;
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
  // One equality read per note (its `{ noteId, createdAt }` index) rather than `$in`, which the embedded database reads row by row.
  async function addendaOf(noteIds: string[]) {
    const lists = await Promise.all(noteIds.map((noteId) => Addenda.find({ noteId }).sort({ createdAt: 1, _id: 1 }).lean()));
    const byNote = new Map(noteIds.map((noteId, i) => [noteId, lists[i]!.map(addendumDto)]));
    return (noteId: string) => byNote.get(noteId) ?? [];
  }
  async function withAddenda(docs: Array<Lean<ClinicalNoteRecord>>) {
    const addenda = await addendaOf(docs.map((doc) => String(doc._id)));
    return docs.map((doc) => noteDto(doc, addenda(String(doc._id))));
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
      const _id = newObjectId();
      const doc = await Notes.create({ ...rest, _id, sealed: seal(_id, soap), status: 'draft', createdAt: at, updatedAt: at, signedAt: null, listKey: createdListKey(at, String(_id)) });
      return String(doc._id);
    },
    /** False when the note is no longer a draft (signed in between included). */
    async editDraft(id: string, changes: ClinicalNoteUpdate, at: Date): Promise<boolean> {
      const sealed = seal(id, Object.fromEntries(Object.entries(changes).filter(([, text]) => text !== undefined)));
      const set = Object.fromEntries(Object.entries(sealed).map(([field, value]) => [`sealed.${field}`, value]));
      const result = await Notes.updateOne({ _id: id, status: 'draft' }, { $set: { ...set, updatedAt: at } });
      return result.matchedCount === 1;
    },
    async sign(id: string, at: Date): Promise<boolean> {
      const result = await Notes.updateOne({ _id: id, status: 'draft' }, { $set: { status: 'signed', signedAt: at, updatedAt: at } });
      return result.matchedCount === 1;
    },
    async addAddendum(noteId: string, addendum: { text: string; authorId: string; authorName: string }, at: Date): Promise<Addendum> {
      const _id = newObjectId();
      const doc = await Addenda.create({ _id, noteId, sealedText: cipher().seal(addendum.text, addendumText(_id)), authorId: addendum.authorId, authorName: addendum.authorName, createdAt: at });
      return addendumDto(doc.toObject());
    },
    async forClient(clientId: string, filter: { signedOnly?: boolean } = {}): Promise<ClinicalNote[]> {
      return withAddenda(await Notes.find({ clientId, ...(filter.signedOnly ? { status: 'signed' as const } : {}) }).sort({ createdAt: -1, _id: -1 }).lean());
    },
    /** One page of a client's notes, newest first: one walk of `{ clientId: 1, listKey: -1 }`, then each shown note's addenda. */
    async pageForClient(clientId: string, page: PageRequestOf): Promise<Page<ClinicalNote>> {
      const found = await leanPage(
        Notes.find({ clientId, ...keysetFilter(page, 'newest-first') }).sort(keysetSort('newest-first')),
        page,
        (doc) => doc,
        (doc) => doc.listKey ?? createdListKey(new Date(doc.createdAt), String(doc._id)),
      );
      return { ...found, items: await withAddenda(found.items) };
    },
  };
}
export type ClinicalNoteRepository = ReturnType<typeof clinicalNoteRepository>;

/** Notes written before the list was paged get their list key (once; reads no sealed text). */
export const backfillNoteListKeys = (db: Connection) => backfillListKeys(db, clinicalNoteModel(db), (doc) => createdListKey(doc.createdAt as Date, String(doc._id)));
