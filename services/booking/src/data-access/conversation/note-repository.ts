import type { Connection } from 'mongoose';
import type { SessionNote } from '@wsms/contracts';
import { insertOnce, leanOne, type Lean, type Timestamps } from '@wsms/service-kit';
import { noteModel, type NoteRecord } from './note-model';

// A booking has one note: the booking id is the note's id too.
const toNote = (doc: Lean<NoteRecord & Timestamps>): SessionNote => ({
  id: String(doc._id),
  bookingId: String(doc._id),
  instructorId: doc.instructorId,
  notes: doc.notes ?? '',
  sessionRating: doc.sessionRating ?? null,
  clientProgress: doc.clientProgress ?? '',
  nextSteps: doc.nextSteps ?? '',
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

export function noteRepository(db: Connection) {
  const Note = noteModel(db);
  return {
    async find(bookingId: string) {
      return leanOne(Note.findById(bookingId), toNote);
    },
    /** Writes the whole note; the first write inserts (the booking id is the key), later ones replace. */
    async save(record: NoteRecord) {
      const { _id, ...fields } = record;
      if (!(await Note.exists({ _id })) && (await insertOnce(() => Note.create(record)))) return (await this.find(_id))!;
      await Note.updateOne({ _id }, { $set: fields });
      return (await this.find(_id))!;
    },
  };
}
export type NoteRepository = ReturnType<typeof noteRepository>;
