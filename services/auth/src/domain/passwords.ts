import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { bcryptWorkerPool } from '../adapters/bcrypt-worker-pool';

export function createPasswords(cost: number, hashConcurrency = 2) {
  let dummyHash: Promise<string> | undefined;
  // Compared against when the user is unknown, so that case costs as much as a wrong password.
  const dummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), cost));
  // New hashes (registrations) run on at most `hashConcurrency` worker threads: a burst queues there
  // instead of taking the event loop from every signed-in request.
  const workers = bcryptWorkerPool(hashConcurrency);

  return {
    warmUp: async () => void (await dummy()),
    hash: (password: string) => workers.hash(password, cost),
    /** bcrypt ignores bytes after the 72nd; such passwords are refused rather than silently cut. */
    tooLong: (password: string) => bcrypt.truncates(password),
    async verify(password: string, hash: string | null): Promise<boolean> {
      const matches = await bcrypt.compare(password, hash ?? (await dummy()));
      return hash !== null && matches;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
