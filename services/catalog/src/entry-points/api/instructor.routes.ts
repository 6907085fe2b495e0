import { Router } from 'express';
import { IDENTITY_HEADER } from '@wsms/contracts';
import { catalogApi } from '@wsms/contracts/api';
import { route, type ReadCache } from '@wsms/service-kit';
import type { instructorUseCases } from '../../domain/instructor.use-case';
import { cachedList, viewerOf } from './route-helpers';

export function instructorRoutes(instructors: ReturnType<typeof instructorUseCases>, cache: ReadCache) {
  const router = Router();
  route(router, catalogApi.listInstructors, ({ query, identity, res }) =>
    cachedList(cache, 'instructors', query.scope, identity, res, (scope) => instructors.list(scope)),
  );
  route(router, catalogApi.getInstructor, ({ params, identity }) => instructors.get(params.id, viewerOf(identity)));
  route(router, catalogApi.createInstructor, ({ body }) => instructors.create(body));
  route(router, catalogApi.updateInstructor, ({ params, body }) => instructors.update(params.id, body));
  route(router, catalogApi.deleteInstructor, async ({ params, req, audit }) => {
    // Named first, so a refused delete (upcoming bookings) is logged with the instructor's name too.
    audit.subject = (await instructors.get(params.id, { isAdmin: true })).name;
    await instructors.remove(params.id, { identityToken: String(req.headers[IDENTITY_HEADER]) });
  });
  return router;
}
