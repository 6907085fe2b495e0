import type { Connection } from 'mongoose';
import type { Logger } from './logger';

/**
 * Runs `task` every `seconds` (0: only when woken) and whenever the returned function is called,
 * never two at once in this process, and not once the database is closed; errors are logged and the
 * next round tries again.
 */
export function background(db: Connection, logger: Logger, name: string, seconds: number, task: () => Promise<unknown>) {
  let running = false;
  let again = false;
  const run = () => {
    if (db.readyState !== 1) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .catch((err: unknown) => logger.warn({ err }, `${name} failed`))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          setImmediate(run);
        }
      });
  };
  if (seconds > 0) setInterval(run, seconds * 1000).unref();
  return run;
}
