import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { getSessionIdentity } from '../../domain/current-session.use-case';
import { sessionJwtOf } from './session-cookie';

/** Called by the gateway only (never routed publicly): who is behind this cookie? */
export function internalRoutes(deps: AuthDeps): Router {
  const router = Router();
  route(router, authApi.sessionIdentity, ({ req }) => getSessionIdentity(deps, sessionJwtOf(req)));
  return router;
}
