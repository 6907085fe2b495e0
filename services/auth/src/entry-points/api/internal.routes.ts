import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { storeAuditEntries } from '../../domain/audit-log.use-case';
import { getSessionIdentity } from '../../domain/current-session.use-case';
import { sessionJwtOf } from './session-cookie';

/** Called by the gateway (who is behind this cookie?) and the services (their audit entries); never routed publicly. */
export function internalRoutes(deps: AuthDeps): Router {
  const router = Router();
  route(router, authApi.sessionIdentity, ({ req }) => getSessionIdentity(deps, sessionJwtOf(req)));
  route(router, authApi.storeAuditEntries, ({ body }) => storeAuditEntries(deps.auditLog, body.entries));
  return router;
}
