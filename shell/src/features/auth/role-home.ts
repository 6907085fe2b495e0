import type { Role } from '@wsms/contracts';

/** Where a successful login lands (spec 'Login / register'). */
export function roleHome(role: Role): string {
  if (role === 'admin') return '/admin';
  if (role === 'staff') return '/staff-dashboard';
  return '/client-portal';
}
