import { authMessages, type PublicUser, type RegisterInput } from '@wsms/contracts';
import { consumeOrThrow } from '@wsms/service-kit';
import type { AuthDeps } from './auth-deps';
import { instructorEmail } from './auth-errors';
import { createUser } from './create-user.use-case';
import { sendVerificationEmail } from './email-verification.use-case';

/**
 * Self-registration always creates role user, whatever the body says; it does not sign in. Limited per
 * client address (`addressKey`: an IPv6 client counts as its /64). An instructor's address is refused
 * (their account comes from an admin). If the verification e-mail cannot be queued, the account still
 * exists and the portal offers "resend".
 */
export async function register(deps: AuthDeps, input: RegisterInput, addressKey: string): Promise<PublicUser> {
  await consumeOrThrow(deps.registrations, addressKey, authMessages.tooManyRegistrations);
  const { username, email, password, firstName, lastName } = input;
  if (await deps.isInstructorEmail(email)) throw instructorEmail();
  const user = await createUser(deps, { username, email, password, firstName, lastName, role: 'user', emailVerified: false });
  await sendVerificationEmail(deps, user).catch((err: unknown) => {
    deps.logger.warn({ err, userId: user.id }, 'verification e-mail could not be queued; the user can resend it');
  });
  return user;
}
