import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { clientLimitKey, route } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { login } from '../../domain/login.use-case';
import { logout } from '../../domain/logout.use-case';
import { toPublicUser } from '../../domain/public-user';
import { register } from '../../domain/register.use-case';
import { clearSessionCookie, sessionJwtOf, setSessionCookie } from './session-cookie';
import { sessionIdentity, sessionUserOf } from './session-identity';

export function authRoutes(deps: AuthDeps, cookieSecure: boolean): Router {
  const router = Router();

  route(router, authApi.register, ({ body, req }) => register(deps, body, clientLimitKey(req)));

  route(router, authApi.login, async ({ body, req, res }) => {
    const result = await login(deps, body, clientLimitKey(req));
    setSessionCookie(res, result.sessionJwt, result.maxAgeMs, cookieSecure);
    return result.user;
  });

  route(router, authApi.logout, async ({ req, res }) => {
    await logout(deps, sessionJwtOf(req));
    clearSessionCookie(res, cookieSecure);
  });

  route(router, authApi.me, ({ req }) => toPublicUser(sessionUserOf(req)), { before: [sessionIdentity(deps)] });

  return router;
}
