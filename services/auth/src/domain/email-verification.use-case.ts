import { createHash, randomBytes } from 'node:crypto';
import { authMessages, business, type VerifyEmailResponse } from '@wsms/contracts';
import { AppError, consumeOrThrow } from '@wsms/service-kit';
import type { UserRecord } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { alreadyVerified, verificationInvalid } from './auth-errors';
import { requireSessionUser } from './current-session.use-case';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type SendDeps = Pick<AuthDeps, 'verifications' | 'sendEmail' | 'publicUrl' | 'verificationTtlMs' | 'now'>;

/** Stores only the token's hash, then hands the e-mail with the link to the outbox. */
export async function sendVerificationEmail(deps: SendDeps, user: Pick<UserRecord, 'id' | 'email' | 'firstName'>) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.verifications.deleteForUser(user.id, now);
  await deps.verifications.insert({
    tokenHash: hashOf(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(now.getTime() + deps.verificationTtlMs),
  });
  const hours = Math.round(deps.verificationTtlMs / 3_600_000);
  const link = `${deps.publicUrl}/verify-email?token=${token}`;
  await deps.sendEmail({
    to: user.email,
    subject: `Confirm your e-mail address for ${business.name}`,
    kind: 'verify-email',
    text: [
      `Hi ${user.firstName},`,
      '',
      'Please confirm your e-mail address by opening this link:',
      link,
      '',
      `The link works once and expires in ${hours} hour${hours === 1 ? '' : 's'}. If you did not create an account, ignore this e-mail.`,
      '',
      business.name,
    ].join('\n'),
  });
}

/** Single use and expiring; the account must still have the address the link was sent to. */
export async function verifyEmail(deps: Pick<AuthDeps, 'verifications' | 'users' | 'now'>, token: string): Promise<VerifyEmailResponse> {
  const record = await deps.verifications.take(hashOf(token));
  if (!record || record.expiresAt.getTime() <= deps.now().getTime()) throw verificationInvalid();
  if (!(await deps.users.markEmailVerified(record.userId, record.email))) throw verificationInvalid();
  return { emailVerified: true, email: record.email };
}

/** Signed in, not yet verified, and limited per account, so it cannot be used to flood a mailbox. */
export async function resendVerification(deps: AuthDeps, sessionJwt: string | undefined) {
  const user = await requireSessionUser(deps, sessionJwt);
  if (user.emailVerified) throw alreadyVerified();
  await consumeOrThrow(deps.verificationEmails, user.id, authMessages.tooManyVerificationEmails);
  await deps.verifications.deleteForUser(user.id, deps.now(), { all: true });
  await sendVerificationEmail(deps, user).catch((err: unknown) => {
    deps.logger.warn({ err, userId: user.id }, 'verification e-mail could not be queued');
    throw new AppError('mail-unavailable', 'The e-mail could not be sent right now. Please try again shortly.', 503);
  });
  return { sent: true as const, email: user.email };
}
