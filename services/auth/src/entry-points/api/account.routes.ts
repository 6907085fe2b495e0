import { Router } from 'express';
import { verifyEmailSchema } from '@wsms/contracts';
import { validate } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { resendVerification, verifyEmail } from '../../domain/email-verification.use-case';
import { logoutEverywhere } from '../../domain/logout.use-case';
import { clearSessionCookie, sessionJwtOf } from './session-cookie';

/** E-mail verification (the token is the capability: no sign-in needed) and ending every session. */
export function accountRoutes(deps: AuthDeps, cookieSecure: boolean): Router {
  const router = Router();

  router.post('/api/auth/verify-email', validate({ body: verifyEmailSchema }), async (_req, res) => {
    res.json(await verifyEmail(deps, res.locals.body.token));
  });

  router.post('/api/auth/resend-verification', async (req, res) => {
    res.status(202).json(await resendVerification(deps, sessionJwtOf(req)));
  });

  router.post('/api/auth/logout-all', async (req, res) => {
    await logoutEverywhere(deps, sessionJwtOf(req));
    clearSessionCookie(res, cookieSecure);
    res.status(204).end();
  });

  return router;
}
