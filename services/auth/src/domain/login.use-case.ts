import type { LoginInput, PublicUser } from '@wsms/contracts';
import { usernameKey } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { invalidCredentials } from './auth-errors';
import { toPublicUser } from './public-user';
import { newSessionId, signSessionJwt } from './session-token';

export interface LoginResult {
  user: PublicUser;
  sessionJwt: string;
  maxAgeMs: number;
}

/** `addressKey`: the client's address as per-address limits count it (clientLimitKey: an IPv6 client by its /64). */
export async function login(deps: AuthDeps, input: LoginInput, addressKey: string): Promise<LoginResult> {
  const username = usernameKey(input.username);
  await deps.throttle.reserve(username, addressKey);

  let found;
  let passwordOk;
  try {
    found = await deps.users.findCredentials(input.username);
    // Always run bcrypt (against a dummy hash for unknown users) so every failure takes as long.
    passwordOk = await deps.passwords.verify(input.password, found?.passwordHash ?? null);
  } catch (err) {
    await deps.throttle.release(username, addressKey).catch(() => undefined);
    throw err;
  }
  if (!found || !passwordOk || !found.user.isActive) {
    await deps.throttle.failed(username);
    throw invalidCredentials();
  }
  await deps.throttle.succeeded(username, addressKey);

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
