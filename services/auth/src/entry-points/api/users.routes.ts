import { Router } from 'express';
import { z } from 'zod';
import { roleSchema } from '@wsms/contracts';
import { validate } from '@wsms/service-kit';
import type { AuthDeps } from '../../domain/auth-deps';
import { requireSessionUser } from '../../domain/current-session.use-case';
import { listUsers } from '../../domain/list-users.use-case';
import { sessionJwtOf } from './session-cookie';

const usersQuery = z.object({ role: roleSchema.optional() });

export function usersRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.get(
    '/api/auth/users',
    async (req, _res, next) => {
      await requireSessionUser(deps, sessionJwtOf(req), 'admin');
      next();
    },
    validate({ query: usersQuery }),
    async (_req, res) => {
      res.json(await listUsers(deps, res.locals.query));
    },
  );

  return router;
}
