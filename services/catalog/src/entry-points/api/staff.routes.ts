import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { route, type ReadCache } from '@wsms/service-kit';
import type { staffUseCases } from '../../domain/staff.use-case';
import { cachedList, viewerOf } from './route-helpers';

export function staffRoutes(staff: ReturnType<typeof staffUseCases>, cache: ReadCache) {
  const router = Router();
  route(router, catalogApi.listStaff, ({ query, identity, res }) => cachedList(cache, 'staff', query.scope, identity, res, (scope) => staff.list(scope)));
  route(router, catalogApi.getStaff, ({ params, identity }) => staff.get(params.id, viewerOf(identity)));
  route(router, catalogApi.createStaff, ({ body }) => staff.create(body));
  route(router, catalogApi.updateStaff, ({ params, body }) => staff.update(params.id, body));
  route(router, catalogApi.deleteStaff, async ({ params, audit }) => {
    audit.subject = (await staff.get(params.id, { isAdmin: true })).name;
    await staff.remove(params.id);
  });
  return router;
}
