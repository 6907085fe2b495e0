import { Loading } from '@wsms/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

const ClientPortalPage = lazy(() => import('./pages/client-portal-page'));
const WorkoutTrackerPage = lazy(() => import('./pages/workout-tracker-page'));

/** Exposed as './app': the routes this remote owns, rendered inside the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/client-portal" element={<ClientPortalPage />} />
        <Route path="/workout-tracker" element={<WorkoutTrackerPage />} />
        {/* Other paths belong to the shell or other remotes. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
