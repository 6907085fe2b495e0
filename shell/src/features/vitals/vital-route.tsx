import { useLayoutEffect } from 'react';
import { noteRoute } from './route-history';

/** Rendered by each route's element: the vitals reported later name the template it matched. */
export function VitalRoute({ path }: { path: string }) {
  useLayoutEffect(() => noteRoute(path), [path]);
  return null;
}
