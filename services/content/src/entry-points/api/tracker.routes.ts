import { Router, type RequestHandler } from 'express';
import { contentApi } from '@wsms/contracts/api';
import { route, sendPage } from '@wsms/service-kit';
import { myPrograms } from '../../domain/training/client-programs.use-case';
import type { TrainingDeps } from '../../domain/training/training-deps';
import { completeExercise, logExercise, myLogs, myProgress, mySummaries, setWeek } from '../../domain/training/tracker.use-case';

// A client's own training data: never kept by a browser cache or a shared proxy.
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/** The client's side (spec section 7, /api/user/*): every answer holds only the caller's own data. */
export function trackerRoutes(deps: TrainingDeps) {
  const router = Router();
  router.use('/api/user', noStore);
  route(router, contentApi.myPrograms, ({ identity }) => myPrograms(deps, identity));
  route(router, contentApi.myLogs, async (input) => sendPage(input, await myLogs(deps, input.identity, input.query)));
  route(router, contentApi.logExercise, ({ body, identity }) => logExercise(deps, identity, body));
  route(router, contentApi.myProgress, ({ identity }) => myProgress(deps, identity));
  route(router, contentApi.mySummaries, ({ identity }) => mySummaries(deps, identity));
  route(router, contentApi.completeExercise, ({ params, body, identity }) => completeExercise(deps, identity, params.programId, body));
  route(router, contentApi.setWeek, ({ params, body, identity }) => setWeek(deps, identity, params.programId, body.currentWeek));
  return router;
}
