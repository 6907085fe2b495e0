import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { listUsers } from '../../domain/list-users.use-case';
import { sessionIdentity } from './session-identity';

export function usersRoutes(deps: AuthDeps): Router {
  const router = Router();
  route(router, authApi.listUsers, ({ query }) => listUsers(deps, query), { before: [sessionIdentity(deps)] });
  return router;
}
