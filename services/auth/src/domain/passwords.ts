import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

/** At most `limit` tasks at once; the rest wait in order. Per process on purpose: it shares this CPU. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createPasswords(cost: number, hashConcurrency = 2) {
  let dummyHash: Promise<string> | undefined;
  // Compared against when the user is unknown, so that case costs as much as a wrong password.
  const dummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), cost));
  // bcryptjs runs on the event loop: a burst of registrations must not take every sign-in's turn.
  const hashing = concurrencyLimit(hashConcurrency);

  return {
    warmUp: async () => void (await dummy()),
    hash: (password: string) => hashing(() => bcrypt.hash(password, cost)),
    /** bcrypt ignores bytes after the 72nd; such passwords are refused rather than silently cut. */
    tooLong: (password: string) => bcrypt.truncates(password),
    async verify(password: string, hash: string | null): Promise<boolean> {
      const matches = await bcrypt.compare(password, hash ?? (await dummy()));
      return hash !== null && matches;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
