import { Router } from 'express';
import { loginSchema, registerSchema } from '@wsms/contracts';
import { clientAddress, validate } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { getCurrentUser } from '../../domain/current-session.use-case';
import { login } from '../../domain/login.use-case';
import { logout } from '../../domain/logout.use-case';
import { register } from '../../domain/register.use-case';
import { clearSessionCookie, sessionJwtOf, setSessionCookie } from './session-cookie';

export function authRoutes(deps: AuthDeps, cookieSecure: boolean): Router {
  const router = Router();

  router.post('/api/auth/register', validate({ body: registerSchema }), async (req, res) => {
    res.status(201).json(await register(deps, res.locals.body, clientAddress(req)));
  });

  router.post('/api/auth/login', validate({ body: loginSchema }), async (req, res) => {
    const result = await login(deps, res.locals.body, clientAddress(req));
    setSessionCookie(res, result.sessionJwt, result.maxAgeMs, cookieSecure);
    res.json(result.user);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await logout(deps, sessionJwtOf(req));
    clearSessionCookie(res, cookieSecure);
    res.status(204).end();
  });

  router.get('/api/auth/me', async (req, res) => {
    res.json(await getCurrentUser(deps, sessionJwtOf(req)));
  });

  return router;
}
