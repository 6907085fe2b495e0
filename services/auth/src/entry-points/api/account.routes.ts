import { Router } from 'express';
import { authApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { resendVerification, verifyEmail } from '../../domain/email-verification.use-case';
import { logoutEverywhere } from '../../domain/logout.use-case';
import { clearSessionCookie, sessionJwtOf } from './session-cookie';
import { sessionIdentity } from './session-identity';

/** E-mail verification (the token is the capability: no sign-in needed) and ending every session. */
export function accountRoutes(deps: AuthDeps, cookieSecure: boolean): Router {
  const router = Router();
  const signedIn = { before: [sessionIdentity(deps)] };

  route(router, authApi.verifyEmail, ({ body }) => verifyEmail(deps, body.token));

  route(router, authApi.resendVerification, ({ req }) => resendVerification(deps, sessionJwtOf(req)), signedIn);

  route(
    router,
    authApi.logoutAll,
    async ({ req, res }) => {
      await logoutEverywhere(deps, sessionJwtOf(req));
      clearSessionCookie(res, cookieSecure);
    },
    signedIn,
  );

  return router;
}
