import { clinicalMessages as m, type ClinicalNoteUpdate, type ClinicalNoteValues, type Identity } from '@wsms/contracts';
import { conflict, forbidden, notFound, type PageRequestOf } from '@wsms/service-kit';
import { assertCareTeam, fullName, logRead, requireClinician } from './care-team';
import type { ClinicalDeps } from './clinical-deps';

/** A clinician of the care team writes a draft for a booking: an admin, or the booking's own instructor. */
export async function writeClinicalNote(deps: ClinicalDeps, identity: Identity, bookingId: string, soap: ClinicalNoteValues) {
  requireClinician(identity);
  const booking = await deps.directory.bookingParties(bookingId);
  if (!booking) throw notFound(m.bookingNotFound);
  if (identity.role !== 'admin' && booking.instructor.email.toLowerCase() !== identity.email.toLowerCase()) throw forbidden(m.notCareTeam);
  if (booking.status === 'cancelled') throw conflict(m.bookingCancelled);
  // Only a booking that makes its instructor the client's care team carries a note (issue 38).
  if (!booking.careTeam) throw conflict(m.bookingNotConfirmed);
  if (!booking.client) throw conflict(m.clientHasNoAccount);
  const id = await deps.notes.create(
    { bookingId, clientId: booking.client.id, instructorId: booking.instructor.id, sessionDate: booking.date, authorId: identity.sub, authorName: fullName(identity), soap },
    deps.now(),
  );
  return { id, status: 'draft' as const };
}

async function ownDraft(deps: ClinicalDeps, identity: Identity, noteId: string) {
  requireClinician(identity);
  const note = await deps.notes.findRecord(noteId);
  if (!note || note.authorId !== identity.sub) throw notFound(m.noteNotFound);
  if (note.status === 'signed') throw conflict(m.noteSigned);
}

export async function editClinicalNote(deps: ClinicalDeps, identity: Identity, noteId: string, changes: ClinicalNoteUpdate) {
  await ownDraft(deps, identity, noteId);
  // Conditional on `draft`: a signature that lands between the read and the write wins.
  if (!(await deps.notes.editDraft(noteId, changes, deps.now()))) throw conflict(m.noteSigned);
  return (await deps.notes.find(noteId))!;
}

export async function signClinicalNote(deps: ClinicalDeps, identity: Identity, noteId: string) {
  await ownDraft(deps, identity, noteId);
  if (!(await deps.notes.sign(noteId, deps.now()))) throw conflict(m.noteSigned);
  return (await deps.notes.find(noteId))!;
}

/** Corrections to a signed note: dated addenda by a clinician of the client's care team. */
export async function addAddendum(deps: ClinicalDeps, identity: Identity, noteId: string, text: string) {
  requireClinician(identity);
  const note = await deps.notes.findRecord(noteId);
  if (!note) throw notFound(m.noteNotFound);
  await assertCareTeam(deps, identity, note.clientId);
  if (note.status !== 'signed') throw conflict(m.noteNotSigned);
  return deps.notes.addAddendum(noteId, { text, authorId: identity.sub, authorName: fullName(identity) }, deps.now());
}

/** The care team's clinicians and admins; a coach who is not a clinician is refused. The read is logged. */
export async function clientNotes(deps: ClinicalDeps, identity: Identity, clientId: string, page: PageRequestOf) {
  if (identity.role !== 'admin') requireClinician(identity);
  await assertCareTeam(deps, identity, clientId);
  const notes = await deps.notes.pageForClient(clientId, page);
  await logRead(deps, identity, clientId, 'clinical notes');
  return notes;
}

/** The client sees the plan of signed notes, nothing else of them. */
export async function myCarePlan(deps: ClinicalDeps, identity: Identity) {
  const notes = await deps.notes.forClient(identity.sub, { signedOnly: true });
  return notes
    .filter((note) => note.plan.length > 0)
    .map((note) => ({ noteId: note.id, sessionDate: note.sessionDate, plan: note.plan, clinician: note.author.name, signedAt: note.signedAt ?? note.updatedAt }));
}
