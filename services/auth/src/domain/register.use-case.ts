import type { PublicUser, RegisterInput } from '@wsms/contracts';
import type { AuthDeps } from './auth-deps';
import { createUser } from './create-user.use-case';

/** Self-registration always creates role user, whatever the body says; it does not sign in. */
export function register(deps: AuthDeps, input: RegisterInput): Promise<PublicUser> {
  const { username, email, password, firstName, lastName } = input;
  return createUser(deps, { username, email, password, firstName, lastName, role: 'user' });
}
