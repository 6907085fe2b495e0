// Restarts a crashed process with backoff, as systemd's Restart=on-failure would: a clean exit (code 0,
// e.g. after SIGTERM) is an intended stop; a non-zero code or a signal such as SIGKILL is a crash.
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;
const STABLE_AFTER_MS = 30000;

/**
 * start: () => ChildProcess | Promise<ChildProcess>; say: (line) => void.
 * Returns { begin, current, stop }: current() is the live child.
 */
export function supervise(name, start, { say, onRestart = () => {}, restartCleanExit = false }) {
  let child;
  let stopping = false;
  let crashes = 0;
  let startedAt = Date.now();
  let timer;

  const restartLater = (reason) => {
    if (Date.now() - startedAt > STABLE_AFTER_MS) crashes = 0;
    crashes += 1;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (crashes - 1));
    say(`${name} ${reason}; restarting in ${delay} ms (attempt ${crashes})`);
    timer = setTimeout(async () => {
      if (stopping) return;
      try {
        child = await start();
        startedAt = Date.now();
        watch(child);
        say(`${name} restarted (pid ${child.pid})`);
        onRestart(name, child);
      } catch (error) {
        restartLater(`could not be restarted (${error instanceof Error ? error.message : error})`);
      }
    }, delay);
  };

  const watch = (proc) => {
    proc.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === 0 && !restartCleanExit) {
        say(`${name} stopped (exit 0); not restarting it`);
        return;
      }
      restartLater(`crashed (${signal ?? `exit ${code}`})`);
    });
  };

  return {
    async begin() {
      child = await start();
      watch(child);
      return child;
    },
    current: () => child,
    stop() {
      stopping = true;
      clearTimeout(timer);
    },
  };
}
