import { Loading } from '@wsms/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

const StaffDashboardPage = lazy(() => import('./pages/staff-dashboard-page'));
const InstructorDashboardPage = lazy(() => import('./pages/instructor-dashboard-page'));
const StaffPage = lazy(() => import('./pages/staff-page'));

/** Exposed as './app': the routes this remote owns, rendered inside the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/staff-dashboard" element={<StaffDashboardPage />} />
        <Route path="/instructor-dashboard" element={<InstructorDashboardPage />} />
        <Route path="/staff" element={<StaffPage />} />
        {/* Other paths belong to the shell or other remotes. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
