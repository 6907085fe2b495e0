import { trainingMessages as m, type Identity, type WorkoutProgram } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import { toProgramDto, type StoredProgram } from '../../data-access/training/workout-program-repository';
import type { TrainingDeps } from './training-deps';

/** Assigned to the caller, or sold as a digital product the caller bought (and assigned to nobody). */
export async function clientPrograms(deps: TrainingDeps, userId: string): Promise<StoredProgram[]> {
  return deps.programs.listForClient(userId, await deps.purchases.productIdsOwnedBy(userId));
}

export async function myPrograms(deps: TrainingDeps, identity: Identity): Promise<WorkoutProgram[]> {
  return (await clientPrograms(deps, identity.sub)).map(toProgramDto);
}

/** Someone else's program, or one that does not exist, is simply not found: no hint it exists. */
export async function findClientProgram(deps: TrainingDeps, userId: string, programId: string): Promise<StoredProgram> {
  const program = (await clientPrograms(deps, userId)).find((p) => p.id === programId);
  if (!program) throw notFound(m.programNotFound);
  return program;
}
