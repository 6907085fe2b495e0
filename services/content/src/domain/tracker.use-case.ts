import {
  trainingMessages as m,
  type CompleteExerciseInput,
  type ExerciseLog,
  type ExerciseLogValues,
  type Identity,
  type WorkoutProgress,
  type WorkoutProgressMap,
} from '@wsms/contracts';
import { badRequest, notFound } from '@wsms/service-kit';
import { emptyProgress } from '../data-access/workout-progress-repository';
import { clientPrograms, findClientProgram } from './client-programs.use-case';
import type { TrainingDeps } from './training-deps';

export async function logExercise(deps: TrainingDeps, identity: Identity, input: ExerciseLogValues): Promise<ExerciseLog> {
  await findClientProgram(deps, identity.sub, input.workoutProgramId);
  const at = deps.now();
  const log = await deps.logs.insert({ ...input, userId: identity.sub, loggedAt: at });
  await deps.progress.touch(identity.sub, input.workoutProgramId, at);
  return log;
}

export function myLogs(deps: TrainingDeps, identity: Identity, query: { workoutProgramId?: string; limit: number }) {
  return deps.logs.listForUser(identity.sub, query);
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
