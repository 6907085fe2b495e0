import { digitalMessages, trainingMessages as m, type Identity, type ProgramUpdate, type ProgramValues, type WorkoutProgram } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import type { WorkoutProgramRecord } from '../../data-access/training/workout-program-model';
import { toProgramDto, type StoredProgram } from '../../data-access/training/workout-program-repository';
import { myPrograms } from './client-programs.use-case';
import { assertMayAssign, resolveInstructor } from './program-assignment';
import type { TrainingDeps } from './training-deps';

/** A program names an existing digital product or none. */
async function assertProductExists(deps: TrainingDeps, digitalProductId: string | null | undefined) {
  if (digitalProductId && !(await deps.digitalProducts.findById(digitalProductId))) throw notFound(digitalMessages.notFound);
}

export async function createProgram(deps: TrainingDeps, identity: Identity, input: ProgramValues): Promise<WorkoutProgram> {
  await assertProductExists(deps, input.digitalProductId);
  const found = await resolveInstructor(deps, identity, input.instructorId);
  if (input.userId) await assertMayAssign(deps, identity, input.userId);
  const saved = await deps.programs.insert({
    ...input,
    instructorId: found?.instructor.id ?? null,
    instructorName: found?.instructor.name ?? null,
    authorId: identity.sub,
  });
  return toProgramDto(saved);
}

/** Staff change only what they wrote; admins anything. */
export async function findEditable(deps: TrainingDeps, identity: Identity, id: string): Promise<StoredProgram> {
  const program = await deps.programs.findById(id);
  if (!program) throw notFound(m.programNotFound);
  if (identity.role !== 'admin' && program.authorId !== identity.sub) throw forbidden(m.notYourProgram);
  return program;
}

export async function updateProgram(deps: TrainingDeps, identity: Identity, id: string, changes: ProgramUpdate): Promise<WorkoutProgram> {
  const program = await findEditable(deps, identity, id);
  if (changes.digitalProductId !== program.digitalProductId) await assertProductExists(deps, changes.digitalProductId);
  const { instructorId, userId, ...rest } = changes;
  const update: Partial<WorkoutProgramRecord> = { ...rest };
  // The remote checks run only for what actually changes: an edit of the exercises needs none.
  const instructorChanges = instructorId !== undefined && instructorId !== program.instructorId;
  const clientChanges = userId !== undefined && userId !== program.userId;
  const found = instructorChanges ? await resolveInstructor(deps, identity, instructorId) : undefined;
  if (instructorChanges) Object.assign(update, { instructorId: found?.instructor.id ?? null, instructorName: found?.instructor.name ?? null });
  if (clientChanges) {
    if (userId) await assertMayAssign(deps, identity, userId);
    update.userId = userId;
  }
  const saved = await deps.programs.update(id, update);
  if (!saved) throw notFound(m.programNotFound);
  return toProgramDto(saved);
}

/**
 * GET /api/workout-programs: a staff member's own programs, every program for admins; a client sees
 * their own (as GET /api/user/workout-programs), and asking for another client's is refused.
 */
export async function listPrograms(
  deps: TrainingDeps,
  identity: Identity,
  filter: { userId?: string; instructorId?: string },
): Promise<WorkoutProgram[]> {
  if (identity.role === 'user') {
    if (filter.userId && filter.userId !== identity.sub) throw forbidden('Insufficient role');
    return (await myPrograms(deps, identity)).filter((p) => !filter.instructorId || p.instructorId === filter.instructorId);
  }
  const scope = identity.role === 'admin' ? {} : { authorId: identity.sub };
  return (await deps.programs.list({ ...filter, ...scope })).map(toProgramDto);
}
