import type { Connection } from 'mongoose';
import type { SessionNote } from '@wsms/contracts';
import { isDuplicateKey, type Lean } from './mongo-helpers';
import { noteModel, type NoteRecord } from './note-model';

// A booking has one note: the booking id is the note's id too.
const toNote = (doc: Lean): SessionNote => ({
  id: String(doc._id),
  bookingId: String(doc._id),
  instructorId: doc.instructorId as string,
  notes: (doc.notes as string) ?? '',
  sessionRating: (doc.sessionRating as number | null) ?? null,
  clientProgress: (doc.clientProgress as string) ?? '',
  nextSteps: (doc.nextSteps as string) ?? '',
  createdAt: (doc.createdAt as Date).toISOString(),
  updatedAt: (doc.updatedAt as Date).toISOString(),
});

export function noteRepository(db: Connection) {
  const Note = noteModel(db);
  return {
    async find(bookingId: string) {
      const doc = await Note.findById(bookingId).lean();
      return doc ? toNote(doc as unknown as Lean) : null;
    },
    /** Writes the whole note; the first write inserts (the booking id is the key), later ones replace. */
    async save(record: NoteRecord) {
      const { _id, ...fields } = record;
      if (!(await Note.exists({ _id }))) {
        try {
          await Note.create(record);
          return (await this.find(_id))!;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      await Note.updateOne({ _id }, { $set: fields });
      return (await this.find(_id))!;
    },
  };
}
export type NoteRepository = ReturnType<typeof noteRepository>;
