// First: tracing patches http, express and mongodb as they load.
import '@wsms/service-kit/tracing/register';
import path from 'node:path';
import { createLogger, runService } from '@wsms/service-kit';
import { readBackupEnv, siblingDatabases, startScheduledBackups } from '@wsms/service-kit/backup';
import { authService } from './app';
import { loadAuthConfig } from './config';

/** Every service's database: the running stack's own backups (BACKUP_DIR + BACKUP_EVERY_HOURS) are taken here. */
const SERVICES = ['auth', 'catalog', 'booking', 'content'];

async function main() {
  const config = loadAuthConfig();
  const backups = readBackupEnv(process.env);
  const running = await runService(authService(config));
  if (backups) {
    const logger = createLogger('auth', config.LOG_LEVEL);
    const databases = siblingDatabases(running.db.name, 'auth', SERVICES);
    startScheduledBackups({ ...backups, dir: path.resolve(backups.dir), db: running.db, databases, logger });
    logger.info({ dir: backups.dir, everyHours: backups.everyHours, keep: backups.keep }, 'scheduled backups on');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
