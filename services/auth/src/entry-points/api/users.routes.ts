import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { nextPageLink, pageRequest, route, sendPage } from '@wsms/service-kit';
import { readAuditLog } from '../../domain/audit-log.use-case';
import type { AuthDeps } from '../../domain/auth-deps';
import { changeClinician } from '../../domain/change-clinician.use-case';
import { changeRole } from '../../domain/change-role.use-case';
import { listUsers } from '../../domain/list-users.use-case';
import { sessionIdentity } from './session-identity';

export function usersRoutes(deps: AuthDeps): Router {
  const router = Router();
  const signedIn = { before: [sessionIdentity(deps)] };
  route(router, authApi.listUsers, async (input) => sendPage(input, await listUsers(deps, { role: input.query.role, q: input.query.q }, pageRequest(input.query))), signedIn);
  route(router, authApi.changeRole, ({ identity, params, body }) => changeRole(deps, identity, params.id, body), signedIn);
  route(router, authApi.changeClinician, ({ params, body }) => changeClinician(deps, params.id, body), signedIn);
  route(
    router,
    authApi.auditLog,
    async ({ req, res, query }) => {
      const { next, ...log } = await readAuditLog(deps.auditLog, pageRequest(query));
      const link = nextPageLink(req, { next }, query.limit);
      if (link) res.setHeader('Link', link);
      return log;
    },
    signedIn,
  );
  return router;
}
