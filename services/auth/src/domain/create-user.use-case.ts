import type { PublicUser, Role } from '@wsms/contracts';
import { badRequest } from '@wsms/service-kit';
import { DuplicateKeyError } from '../data-access/duplicate-key-error';
import type { AuthDeps } from './auth-deps';
import { emailTaken, usernameTaken } from './auth-errors';
import { toPublicUser } from './public-user';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Self-registration: false until the mailed link is opened. Demo and create-user accounts: true. */
  emailVerified?: boolean;
  /** Staff and admins: marked as a clinician (the demo staff account is). */
  clinician?: boolean;
}

const passwordTooLong = 'Password must be at most 72 bytes';

/** Shared by self-registration (always role user), the create-user script and demo seeding. */
export async function createUser(deps: Pick<AuthDeps, 'users' | 'passwords'>, account: NewAccount): Promise<PublicUser> {
  const { password, emailVerified = true, ...profile } = account;
  if (deps.passwords.tooLong(password)) throw badRequest(passwordTooLong, [{ path: 'password', message: passwordTooLong }]);
  // Friendly early answers; the unique indexes below remain the real guard against races.
  if (await deps.users.usernameTaken(profile.username)) throw usernameTaken();
  if (await deps.users.emailTaken(profile.email)) throw emailTaken();
  const passwordHash = await deps.passwords.hash(password);
  try {
    return toPublicUser(await deps.users.insert({ ...profile, emailVerified, passwordHash }));
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    if (err.field === 'email') throw emailTaken();
    if (err.field === 'usernameKey' || (await deps.users.usernameTaken(profile.username))) throw usernameTaken();
    throw emailTaken();
  }
}
