export interface NavLinkItem {
  to: string;
  label: string;
}

/** Spec 'Navigation bar', in order. */
export const navLinks: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Team' },
  { to: '/performance-training', label: 'Performance Training' },
  { to: '/apps', label: 'Apps' },
  { to: '/shop', label: 'Shop' },
  { to: '/private-classes', label: 'Private Classes' },
  { to: '/client-portal', label: 'Training Portal' },
  { to: '/contact', label: 'Contact' },
];

/** Highlighted when the path starts with the link's path; Home only on exactly '/'. */
export function isActive(linkPath: string, pathname: string): boolean {
  return linkPath === '/' ? pathname === '/' : pathname.startsWith(linkPath);
}
