import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { UserLookupRepository } from '../../data-access/user-lookup-repository';

/** Internal only: other services ask which accounts exist (they never read this database). */
export function userLookupRoutes(users: UserLookupRepository): Router {
  const router = Router();
  route(router, authApi.lookupUsers, ({ body }) => users.find(body));
  return router;
}
