import type { LoginInput, PublicUser } from '@wsms/contracts';
import type { AuthDeps } from './auth-deps';
import { invalidCredentials, TooManyAttemptsError } from './auth-errors';
import { toPublicUser } from './public-user';
import { newSessionId, signSessionJwt } from './session-token';

export interface LoginResult {
  user: PublicUser;
  sessionJwt: string;
  maxAgeMs: number;
}

export async function login(deps: AuthDeps, input: LoginInput, clientIp: string): Promise<LoginResult> {
  const retryAfter = deps.throttle.reserve(clientIp, input.username);
  if (retryAfter !== null) throw new TooManyAttemptsError(retryAfter);

  let found;
  let passwordOk;
  try {
    found = await deps.users.findCredentials(input.username);
    // Always run bcrypt (against a dummy hash for unknown users) so every failure takes as long.
    passwordOk = await deps.passwords.verify(input.password, found?.passwordHash ?? null);
  } catch (err) {
    deps.throttle.release(clientIp, input.username);
    throw err;
  }
  if (!found || !passwordOk || !found.user.isActive) throw invalidCredentials();
  deps.throttle.succeeded(clientIp, input.username);

  const now = deps.now();
  const userId = found.user.id;
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  const sid = newSessionId();
  await deps.sessions.deleteExpired(userId, now);
  await deps.sessions.insert({ userId, token: sid, expiresAt });
  const user = (await deps.users.recordLogin(userId, now)) ?? found.user;
  return {
    user: toPublicUser(user),
    sessionJwt: signSessionJwt({ sid, sub: userId }, expiresAt, deps.jwtSecret),
    maxAgeMs: deps.sessionTtlMs,
  };
}
