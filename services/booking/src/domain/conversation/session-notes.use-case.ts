import { sessionMessages, type Identity, type SessionNoteInput, type SessionNoteView } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { NoteRepository } from '../../data-access/conversation/note-repository';
import { openAsInstructor, openBooking, type BookingAccessDeps } from '../shared/booking-access';

export interface NoteDeps extends BookingAccessDeps {
  notes: NoteRepository;
}

const noteable = new Set(['confirmed', 'completed', 'no_show']);

/** The instructor's side reads the whole note; the client only the next steps meant for them. */
export async function getSessionNote(deps: NoteDeps, identity: Identity, bookingId: string): Promise<SessionNoteView | null> {
  const { side } = await openBooking(deps, identity, bookingId);
  const note = await deps.notes.find(bookingId);
  if (!note) return null;
  return side === 'client' ? { bookingId: note.bookingId, nextSteps: note.nextSteps, updatedAt: note.updatedAt } : note;
}

export async function saveSessionNote(deps: NoteDeps, identity: Identity, bookingId: string, input: SessionNoteInput) {
  const { booking } = await openAsInstructor(deps, identity, bookingId);
  if (!noteable.has(booking.status)) throw new AppError('notes-closed', sessionMessages.notesClosed, 409);
  return deps.notes.save({
    _id: booking.id,
    instructorId: booking.instructorId,
    notes: input.notes,
    sessionRating: input.sessionRating ?? null,
    clientProgress: input.clientProgress,
    nextSteps: input.nextSteps,
  });
}
