import { AppError } from '@wsms/service-kit';
import type { AuthDeps } from './auth-deps';
import { createUser } from './create-user.use-case';
import { demoUsers } from './demo-users';

/** Idempotent: only an empty users collection is seeded, and a user that already exists is skipped. */
export async function seedDemoUsers(deps: Pick<AuthDeps, 'users' | 'passwords'>): Promise<number> {
  if ((await deps.users.count()) > 0) return 0;
  let created = 0;
  for (const account of demoUsers) {
    try {
      await createUser(deps, account);
      created += 1;
    } catch (err) {
      // Another instance seeding at the same moment: the unique indexes already refused the copy.
      if (!(err instanceof AppError && err.status === 409)) throw err;
    }
  }
  return created;
}
