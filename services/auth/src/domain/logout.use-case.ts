import type { AuthDeps } from './auth-deps';
import { requireSessionUser } from './current-session.use-case';
import { verifySessionJwt } from './session-token';

/** Deletes the session the cookie names, so a copy of the cookie is refused afterwards. */
export async function logout(deps: Pick<AuthDeps, 'sessions' | 'jwtSecret'>, sessionJwt: string | undefined) {
  const claims = sessionJwt ? verifySessionJwt(sessionJwt, deps.jwtSecret, true) : null;
  if (claims) await deps.sessions.deleteByToken(claims.sid);
}

/** Ends every session of the signed-in user (all devices), this one included. */
export async function logoutEverywhere(deps: Pick<AuthDeps, 'users' | 'sessions' | 'jwtSecret' | 'now'>, sessionJwt: string | undefined) {
  const user = await requireSessionUser(deps, sessionJwt);
  return { ended: await deps.sessions.deleteAllForUser(user.id) };
}
