import { Router, type RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { getSessionIdentity } from '../../domain/current-session.use-case';
import { sessionJwtOf } from './session-cookie';

const digest = (value: string) => createHash('sha256').update(value).digest();

function requireInternalSecret(secret: string): RequestHandler {
  const expected = digest(secret);
  return (req, _res, next) => {
    const given = req.headers['x-internal-secret'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw forbidden();
    next();
  };
}

/** Called by the gateway only (never routed publicly): who is behind this cookie? */
export function internalRoutes(deps: AuthDeps, internalSecret: string): Router {
  const router = Router();

  router.get('/internal/session', requireInternalSecret(internalSecret), async (req, res) => {
    res.json(await getSessionIdentity(deps, sessionJwtOf(req)));
  });

  return router;
}
