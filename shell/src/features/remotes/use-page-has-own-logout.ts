import { matchPath, useLocation } from 'react-router';
import { isAvailable, useRemotesManifest } from './remotes-manifest';

/** True on a page whose remote declared `ownLogout` (its own header offers Logout, so the bar does not). */
export function usePageHasOwnLogout(): boolean {
  const { data } = useRemotesManifest();
  const { pathname } = useLocation();
  return (data?.remotes ?? []).some(
    (remote) => isAvailable(remote) && remote.routes.some((route) => route.ownLogout === true && matchPath(route.path, pathname) !== null),
  );
}
