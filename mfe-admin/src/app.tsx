import { Loading } from '@wsms/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

const AdminDashboardPage = lazy(() => import('./pages/admin-dashboard-page'));
const DigitalContentPage = lazy(() => import('./pages/digital-content-page'));

/** Exposed as './app': the routes this remote owns, rendered inside the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/digital-content" element={<DigitalContentPage />} />
        {/* Other paths belong to the shell or other remotes. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
