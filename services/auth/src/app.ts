import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import type { ServiceDefinition } from '@wsms/service-kit';
import type { AuthConfig } from './config';
import { createSessionRepository } from './data-access/session-repository';
import { createUserRepository } from './data-access/user-repository';
import type { AuthDeps } from './domain/auth-deps';
import { createLoginThrottle } from './domain/login-throttle';
import { createPasswords } from './domain/passwords';
import { seedDemoUsers } from './domain/seed-demo-users.use-case';
import { authRoutes } from './entry-points/api/auth.routes';
import { internalRoutes } from './entry-points/api/internal.routes';
import { usersRoutes } from './entry-points/api/users.routes';

export function buildAuthDeps(db: Connection, config: AuthConfig): AuthDeps {
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    passwords: createPasswords(config.BCRYPT_COST),
    throttle: createLoginThrottle({
      maxPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
      maxPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
      windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    }),
    jwtSecret: config.JWT_SECRET,
    sessionTtlMs: config.SESSION_TTL_HOURS * 3_600_000,
    now: () => new Date(),
  };
}

// Answers about who is signed in must never be cached by a browser or proxy.
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export function authService(config: AuthConfig): ServiceDefinition<AuthConfig> {
  return {
    name: 'auth',
    config,
    routes: async ({ db, logger }) => {
      const deps = buildAuthDeps(db, config);
      await Promise.all([deps.users.ensureIndexes(), deps.sessions.ensureIndexes(), deps.passwords.warmUp()]);
      if (config.SEED_DEMO_USERS) {
        const created = await seedDemoUsers(deps);
        if (created > 0) logger.info({ created }, 'demo users created');
      }
      const router = Router();
      router.use(['/api/auth', '/internal'], noStore);
      router.use(authRoutes(deps, config.COOKIE_SECURE), usersRoutes(deps), internalRoutes(deps));
      return router;
    },
  };
}
