import {
  trainingMessages as m,
  programSummary,
  type CompleteExerciseInput,
  type ExerciseLog,
  type ExerciseLogListQuery,
  type ExerciseLogValues,
  type ProgramSummaryMap,
  type Identity,
  type WorkoutProgress,
  type WorkoutProgressMap,
} from '@wsms/contracts';
import { badRequest, notFound, pageRequest } from '@wsms/service-kit';
import { emptyProgress } from '../../data-access/training/workout-progress-repository';
import { clientPrograms, findClientProgram } from './client-programs.use-case';
import type { TrainingDeps } from './training-deps';

export async function logExercise(deps: TrainingDeps, identity: Identity, input: ExerciseLogValues): Promise<ExerciseLog> {
  await findClientProgram(deps, identity.sub, input.workoutProgramId);
  const at = deps.now();
  const log = await deps.logs.insert({ ...input, userId: identity.sub, loggedAt: at });
  await deps.progress.touch(identity.sub, input.workoutProgramId, at);
  return log;
}

/** One page of the caller's logs (of one program, when named), newest first. */
export function myLogs(deps: TrainingDeps, identity: Identity, query: ExerciseLogListQuery) {
  return deps.logs.listPage(identity.sub, { workoutProgramId: query.workoutProgramId }, pageRequest(query));
}

/** The tracker's figures of each of the caller's programs, computed from that program's logs. */
export async function mySummaries(deps: TrainingDeps, identity: Identity): Promise<ProgramSummaryMap> {
  const programs = await clientPrograms(deps, identity.sub);
  const stored = new Map((await deps.progress.listForUser(identity.sub, programs.map((p) => p.id))).map((p) => [p.workoutProgramId, p]));
  const now = deps.now();
  const summaries = await Promise.all(
    programs.map(async (program) => [program.id, programSummary(program, stored.get(program.id) ?? null, await deps.logs.listForProgram(identity.sub, program.id), now)] as const),
  );
  return Object.fromEntries(summaries);
}

export async function myProgress(deps: TrainingDeps, identity: Identity): Promise<WorkoutProgressMap> {
  const ids = (await clientPrograms(deps, identity.sub)).map((p) => p.id);
  const stored = new Map((await deps.progress.listForUser(identity.sub, ids)).map((p) => [p.workoutProgramId, p]));
  return Object.fromEntries(ids.map((id) => [id, stored.get(id) ?? emptyProgress(identity.sub, id)]));
}

export async function completeExercise(
  deps: TrainingDeps,
  identity: Identity,
  programId: string,
  { exerciseName, done }: CompleteExerciseInput,
): Promise<WorkoutProgress> {
  const program = await findClientProgram(deps, identity.sub, programId);
  const exercise = program.exercises.find((e) => e.name.toLowerCase() === exerciseName.toLowerCase());
  if (!exercise) throw badRequest(m.exerciseNotInProgram, [{ path: 'exerciseName', message: m.exerciseNotInProgram }]);
  const saved = await deps.progress.markExercise(identity.sub, programId, exercise.name, done, deps.now());
  if (!saved) throw notFound(m.programNotFound);
  return saved;
}

export async function setWeek(deps: TrainingDeps, identity: Identity, programId: string, currentWeek: number): Promise<WorkoutProgress> {
  const program = await findClientProgram(deps, identity.sub, programId);
  if (currentWeek > program.duration) throw badRequest(m.weekOutOfRange, [{ path: 'currentWeek', message: m.weekOutOfRange }]);
  const saved = await deps.progress.setWeek(identity.sub, programId, currentWeek, deps.now());
  if (!saved) throw notFound(m.programNotFound);
  return saved;
}
