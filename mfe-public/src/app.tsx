import { Loading } from '@wsms/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { placeholderPages } from './content/placeholder-pages';
import { PlaceholderPage } from './components/placeholder-page';

const HomePage = lazy(() => import('./pages/home-page'));
const ServicesPage = lazy(() => import('./pages/services-page'));
const PerformanceTrainingPage = lazy(() => import('./pages/performance-training-page'));
const PrivateClassesPage = lazy(() => import('./features/booking/private-classes-page'));
const CheckoutPage = lazy(() => import('./features/booking/checkout-page'));

/** Exposed as './app': the public site's routes, rendered inside the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/performance-training" element={<PerformanceTrainingPage />} />
        <Route path="/private-classes" element={<PrivateClassesPage />} />
        <Route path="/checkout/:bookingId" element={<CheckoutPage />} />
        {placeholderPages.map((page) => (
          <Route key={page.path} path={page.path} element={<PlaceholderPage title={page.title} intro={page.intro} />} />
        ))}
        {/* Other paths belong to the shell or other remotes. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
