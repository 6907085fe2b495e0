import type { Role } from '@wsms/contracts';

/** Where a successful login lands (spec 'Login / register'). */
export function roleHome(role: Role): string {
  if (role === 'admin') return '/admin';
  if (role === 'staff') return '/staff-dashboard';
  return '/client-portal';
}

/** The page `roleHome` leads to, by the name the site gives it (the bar calls /client-portal 'Training Portal'). */
export function roleHomeName(role: Role): string {
  if (role === 'admin') return 'Admin Dashboard';
  if (role === 'staff') return 'Staff Dashboard';
  return 'Training Portal';
}
