import { compliance, trackerLimits, type ExerciseLog, type Identity, type ProgramActivity } from '@wsms/contracts';
import type { Page, PageRequestOf } from '@wsms/service-kit';
import { findEditable } from './write-program.use-case';
import type { TrainingDeps } from './training-deps';

/** What the coach sees of an assigned program: the same compliance figures the client sees. */
export async function programActivity(deps: TrainingDeps, identity: Identity, id: string): Promise<ProgramActivity> {
  const program = await findEditable(deps, identity, id);
  if (!program.userId) {
    return { programId: program.id, userId: null, compliance: compliance(program, null, [], deps.now()), recentLogs: [] };
  }
  const [progress, logs] = await Promise.all([deps.progress.find(program.userId, program.id), deps.logs.listForProgram(program.userId, program.id)]);
  return {
    programId: program.id,
    userId: program.userId,
    compliance: compliance(program, progress, logs, deps.now()),
    recentLogs: logs.slice(0, trackerLimits.recentActivity),
  };
}

/** One page of the assigned client's logs on the program, newest first (none while it is unassigned). */
export async function programLogs(deps: TrainingDeps, identity: Identity, id: string, page: PageRequestOf): Promise<Page<ExerciseLog>> {
  const program = await findEditable(deps, identity, id);
  if (!program.userId) return { items: [] };
  return deps.logs.listPage(program.userId, { workoutProgramId: program.id }, page);
}
