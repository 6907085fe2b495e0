import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { INTERNAL_PATH_PREFIX } from '@wsms/contracts/api';
import { createLogger, createRateLimiter, type Logger, type ServiceDefinition } from '@wsms/service-kit';
import { readBackupEnv, readLastBackup } from '@wsms/service-kit/backup';
import type { AuthConfig } from './config';
import { instructorDirectory } from './adapters/instructor-directory';
import { instructorLinker } from './adapters/instructor-linker';
import { outboxClient } from './adapters/outbox-client';
import { createAuditLogRepository } from './data-access/audit-log-repository';
import { createEmailVerificationRepository } from './data-access/email-verification-repository';
import { createSessionRepository } from './data-access/session-repository';
import { createUserLookupRepository } from './data-access/user-lookup-repository';
import { createUserRepository } from './data-access/user-repository';
import type { AuthDeps } from './domain/auth-deps';
import { createLoginThrottle } from './domain/login-throttle';
import { createPasswords } from './domain/passwords';
import { seedDemoUsers } from './domain/seed-demo-users.use-case';
import { accountRoutes } from './entry-points/api/account.routes';
import { authRoutes } from './entry-points/api/auth.routes';
import { internalRoutes } from './entry-points/api/internal.routes';
import { userLookupRoutes } from './entry-points/api/user-lookup.routes';
import { usersRoutes } from './entry-points/api/users.routes';

export function buildAuthDeps(db: Connection, config: AuthConfig, logger: Logger = createLogger('auth', 'silent')): AuthDeps {
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    verifications: createEmailVerificationRepository(db),
    passwords: createPasswords(config.BCRYPT_COST, config.REGISTER_HASH_CONCURRENCY),
    throttle: createLoginThrottle(db, {
      maxPerPair: config.LOGIN_MAX_FAILURES_PER_PAIR,
      maxPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
      slowdownAfter: config.LOGIN_SLOWDOWN_AFTER_FAILURES,
      slowdownMaxMs: config.LOGIN_SLOWDOWN_MAX_SECONDS * 1000,
      windowSeconds: config.LOGIN_FAILURE_WINDOW_MINUTES * 60,
    }),
    registrations: createRateLimiter(db, { name: 'register-ip', points: config.REGISTER_MAX_PER_ADDRESS_PER_HOUR, durationSeconds: 3600 }),
    verificationEmails: createRateLimiter(db, {
      name: 'verify-resend',
      points: config.VERIFICATION_RESEND_MAX_PER_HOUR,
      durationSeconds: 3600,
    }),
    sendEmail: outboxClient(config.BOOKING_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    isInstructorEmail: instructorDirectory(config.CATALOG_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    linkInstructor: instructorLinker(config.CATALOG_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    auditLog: createAuditLogRepository(db),
    publicUrl: config.PUBLIC_URL,
    verificationTtlMs: config.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
    jwtSecret: config.JWT_SECRET,
    sessionTtlMs: config.SESSION_TTL_HOURS * 3_600_000,
    logger,
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
    // Its own entries join the admins' audit log as every other service's do, without the HTTP hop.
    auditSink: ({ db }) => {
      const log = createAuditLogRepository(db);
      return (entries) => log.store(entries);
    },
    // The stack's own backups are taken and recorded here (main.ts): the System tab shows the last one.
    systemFigures:
      ({ db }) =>
      async () => {
        const last = await readLastBackup(db);
        return {
          lastBackup: last && { at: last.at.toISOString(), sizeBytes: last.sizeBytes, ok: last.ok },
          backupEveryHours: readBackupEnv(process.env)?.everyHours ?? null,
        };
      },
    routes: async ({ db, logger }) => {
      const deps = buildAuthDeps(db, config, logger);
      await Promise.all([
        deps.users.ensureIndexes(),
        deps.sessions.ensureIndexes(),
        deps.verifications.ensureIndexes(),
        deps.auditLog.ensureIndexes(),
        deps.passwords.warmUp(),
      ]);
      // Accounts stored before the list was paged get their list keys (once).
      await deps.users.backfillListKeys();
      if (config.SEED_DEMO_USERS) {
        const created = await seedDemoUsers(deps);
        if (created > 0) logger.info({ created }, 'demo users created');
      }
      const router = Router();
      router.use(['/api/auth', INTERNAL_PATH_PREFIX], noStore);
      router.use(
        authRoutes(deps, config.COOKIE_SECURE),
        accountRoutes(deps, config.COOKIE_SECURE),
        usersRoutes(deps),
        internalRoutes(deps),
        userLookupRoutes(createUserLookupRepository(db)),
      );
      return router;
    },
  };
}
