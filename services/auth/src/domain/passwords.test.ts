import bcrypt from 'bcryptjs';
import { bcryptWorkerPool } from '../adapters/bcrypt-worker-pool';
import { createPasswords } from './passwords';

describe('password hashing off the main thread', () => {
  it('When a password is hashed, then the hash verifies and a wrong password does not', async () => {
    const passwords = createPasswords(4, 2);

    const hash = await passwords.hash('secret123');

    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await passwords.verify('secret123', hash)).toBe(true);
    expect(await passwords.verify('wrong', hash)).toBe(false);
  });

  it('When six hashes are asked for at once with a pool of 2 workers, then each gets its own correct hash', async () => {
    const pool = bcryptWorkerPool(2);
    try {
      const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.hash(`password-${i}`, 6)));

      expect(new Set(hashes).size).toBe(6);
      expect(hashes.every((hash, i) => bcrypt.compareSync(`password-${i}`, hash))).toBe(true);
    } finally {
      await pool.close();
    }
  }, 30000);

  it('When bcrypt refuses the input, then the job fails and the pool keeps working', async () => {
    const pool = bcryptWorkerPool(1);
    try {
      await expect(pool.hash(42 as unknown as string, 4)).rejects.toThrow(/Illegal arguments/);
      await expect(pool.hash('y', 4)).resolves.toMatch(/^\$2[aby]\$04\$/);
    } finally {
      await pool.close();
    }
  });
});
