import { hasRole, type Identity, type Role } from '@wsms/contracts';
import { forbidden } from '@wsms/service-kit';
import type { UserRecord } from '../data-access/user-repository';
import type { AuthDeps } from './auth-deps';
import { notAuthenticated } from './auth-errors';
import { verifySessionJwt } from './session-token';

type SessionDeps = Pick<AuthDeps, 'users' | 'sessions' | 'jwtSecret' | 'now'>;

/** One indexed session lookup and one user lookup by id: the gateway calls this on every request. */
export async function findSessionUser(deps: SessionDeps, sessionJwt: string | undefined): Promise<UserRecord | null> {
  const claims = sessionJwt ? verifySessionJwt(sessionJwt, deps.jwtSecret) : null;
  if (!claims) return null;
  const session = await deps.sessions.findByToken(claims.sid);
  if (!session || session.userId !== claims.sub) return null;
  if (session.expiresAt.getTime() <= deps.now().getTime()) {
    await deps.sessions.deleteByToken(session.token);
    return null;
  }
  const user = await deps.users.findById(session.userId);
  return user?.isActive ? user : null;
}

export async function requireSessionUser(deps: SessionDeps, sessionJwt: string | undefined, role: Role = 'user') {
  const user = await findSessionUser(deps, sessionJwt);
  if (!user) throw notAuthenticated();
  if (!hasRole(user.role, role)) throw forbidden('Insufficient role');
  return user;
}

export const identityOf = ({ id, role, email, username, firstName, lastName, emailVerified, clinician }: UserRecord): Identity => ({
  sub: id,
  role,
  email,
  username,
  firstName,
  lastName,
  emailVerified,
  // Only staff and admins are clinicians: a demoted account keeps its flag but not its meaning.
  ...(clinician === true && role !== 'user' ? { clinician: true } : {}),
});

export async function getSessionIdentity(deps: SessionDeps, sessionJwt: string | undefined): Promise<Identity> {
  return identityOf(await requireSessionUser(deps, sessionJwt));
}
