import { compliance, trackerLimits, type Identity, type ProgramActivity } from '@wsms/contracts';
import { findEditable } from './write-program.use-case';
import type { TrainingDeps } from './training-deps';

const ALL_LOGS = 1000;

/** What the coach sees of an assigned program: the same compliance figures the client sees. */
export async function programActivity(deps: TrainingDeps, identity: Identity, id: string): Promise<ProgramActivity> {
  const program = await findEditable(deps, identity, id);
  if (!program.userId) {
    return { programId: program.id, userId: null, compliance: compliance(program, null, [], deps.now()), recentLogs: [] };
  }
  const [progress, logs] = await Promise.all([
    deps.progress.find(program.userId, program.id),
    deps.logs.listForUser(program.userId, { workoutProgramId: program.id, limit: ALL_LOGS }),
  ]);
  return {
    programId: program.id,
    userId: program.userId,
    compliance: compliance(program, progress, logs, deps.now()),
    recentLogs: logs.slice(0, trackerLimits.recentActivity),
  };
}
