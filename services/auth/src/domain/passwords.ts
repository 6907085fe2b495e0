import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

export function createPasswords(cost: number) {
  let dummyHash: Promise<string> | undefined;
  // Compared against when the user is unknown, so that case costs as much as a wrong password.
  const dummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), cost));

  return {
    warmUp: async () => void (await dummy()),
    hash: (password: string) => bcrypt.hash(password, cost),
    /** bcrypt ignores bytes after the 72nd; such passwords are refused rather than silently cut. */
    tooLong: (password: string) => bcrypt.truncates(password),
    async verify(password: string, hash: string | null): Promise<boolean> {
      const matches = await bcrypt.compare(password, hash ?? (await dummy()));
      return hash !== null && matches;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
