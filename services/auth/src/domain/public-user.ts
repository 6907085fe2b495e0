import type { PublicUser } from '@wsms/contracts';
import type { UserRecord } from '../data-access/user-repository';

export const toPublicUser = (user: UserRecord): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  isActive: user.isActive,
  emailVerified: user.emailVerified,
  // Only staff and admins can be clinicians: a client's record carries no such field.
  ...(user.role !== 'user' ? { clinician: user.clinician === true } : {}),
  lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});
