import type { Role } from '@wsms/contracts';
import { hasRole } from '@wsms/contracts/roles';
import { matchPath, useLocation } from 'react-router';
import { isAvailable, useRemotesManifest } from './remotes-manifest';

/**
 * True on a page whose remote declared `ownLogout` and that shows it to this visitor: its own header
 * offers Logout, so the bar does not. A visitor the page turns away (Access Denied) keeps the bar's.
 */
export function usePageHasOwnLogout(role: Role | undefined): boolean {
  const { data } = useRemotesManifest();
  const { pathname } = useLocation();
  return (data?.remotes ?? []).some(
    (remote) =>
      isAvailable(remote) &&
      remote.routes.some(
        (route) => route.ownLogout === true && matchPath(route.path, pathname) !== null && (!route.role || hasRole(role, route.role)),
      ),
  );
}
