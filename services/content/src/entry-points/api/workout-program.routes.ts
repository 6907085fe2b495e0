import { Router } from 'express';
import { contentApi } from '@wsms/contracts/api';
import { pageRequest, route, sendPage } from '@wsms/service-kit';
import { programActivity, programLogs } from '../../domain/training/program-activity.use-case';
import type { TrainingDeps } from '../../domain/training/training-deps';
import { createProgram, listPrograms, updateProgram } from '../../domain/training/write-program.use-case';

/** The coach's side: staff write and assign programs; clients get 403 here (their reads are under /api/user). */
export function workoutProgramRoutes(deps: TrainingDeps) {
  const router = Router();
  route(router, contentApi.listPrograms, ({ query, identity }) => listPrograms(deps, identity, query));
  route(router, contentApi.createProgram, ({ body, identity }) => createProgram(deps, identity, body));
  route(router, contentApi.updateProgram, ({ params, body, identity }) => updateProgram(deps, identity, params.id, body));
  route(router, contentApi.programActivity, ({ params, identity }) => programActivity(deps, identity, params.id));
  route(router, contentApi.programLogs, async (input) =>
    sendPage(input, await programLogs(deps, input.identity, input.params.id, pageRequest(input.query))),
  );
  return router;
}
