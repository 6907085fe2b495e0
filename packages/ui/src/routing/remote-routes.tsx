import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '../components/spinner';

export interface RemoteRoutesProps<P extends string> {
  /** The remote's `src/routes.ts`: the same data its build hands the shell. */
  routes: readonly { path: P }[];
  /** One page per declared path; the type makes a missing or extra page a compile error. */
  pages: Record<P, ComponentType>;
}

/** A remote's own router: renders exactly the paths it declares, and nothing elsewhere. */
export function RemoteRoutes<P extends string>({ routes, pages }: RemoteRoutesProps<P>) {
  return (
    <Suspense fallback={<Loading codePending />}>
      <Routes>
        {routes.map(({ path }) => {
          const Page: ComponentType = pages[path];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        {/* Other paths belong to the shell or other remotes. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
