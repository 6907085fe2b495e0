import type { Role } from './auth.schema';

// No zod here: the shell's navigation bar imports this on every first visit.

/** Spec section 6: admin passes always; staff for staff or user; user only for user. */
export function hasRole(userRole: Role | null | undefined, required: Role): boolean {
  if (!userRole) return false;
  if (userRole === 'admin') return true;
  if (userRole === 'staff') return required === 'staff' || required === 'user';
  return required === 'user';
}
