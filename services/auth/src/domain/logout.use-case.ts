import type { AuthDeps } from './auth-deps';
import { verifySessionJwt } from './session-token';

/** Deletes the session the cookie names, so a copy of the cookie is refused afterwards. */
export async function logout(deps: Pick<AuthDeps, 'sessions' | 'jwtSecret'>, sessionJwt: string | undefined) {
  const claims = sessionJwt ? verifySessionJwt(sessionJwt, deps.jwtSecret, true) : null;
  if (claims) await deps.sessions.deleteByToken(claims.sid);
}
