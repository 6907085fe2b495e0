import { Loading } from '@wsms/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useScrollToTopOnNavigate } from './lib/scroll-to-top';
// The landing page ships with this module: one request less before a first visit's largest paint.
import HomePage from './pages/home-page';

const ServicesPage = lazy(() => import('./pages/services-page'));
const PerformanceTrainingPage = lazy(() => import('./pages/performance-training-page'));
const PrivateClassesPage = lazy(() => import('./features/booking/private-classes-page'));
const CheckoutPage = lazy(() => import('./features/booking/checkout-page'));
const TeamPage = lazy(() => import('./pages/team-page'));
const AppsPage = lazy(() => import('./pages/apps-page'));
const MobilePage = lazy(() => import('./pages/mobile-page'));
const ShopPage = lazy(() => import('./pages/shop-page'));
const OrderPage = lazy(() => import('./pages/order-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const GeneSweepPage = lazy(() => import('./pages/genesweep-page'));
const GeneSweepPrivacyPage = lazy(() => import('./pages/genesweep-privacy-page'));
const GeneSweepSupportPage = lazy(() => import('./pages/genesweep-support-page'));
const GeneSweepTermsPage = lazy(() => import('./pages/genesweep-terms-page'));

/** Exposed as './app': the public site's routes, rendered inside the shell's router. */
export default function App() {
  useScrollToTopOnNavigate();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/performance-training" element={<PerformanceTrainingPage />} />
        <Route path="/private-classes" element={<PrivateClassesPage />} />
        <Route path="/checkout/:bookingId" element={<CheckoutPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/apps" element={<AppsPage />} />
        <Route path="/mobile" element={<MobilePage />} />
        <Route path="/shop" element={<ShopPage />} />
        <Route path="/shop/order/:orderId" element={<OrderPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/genesweep" element={<GeneSweepPage />} />
        <Route path="/genesweep/privacy" element={<GeneSweepPrivacyPage />} />
        <Route path="/genesweep/support" element={<GeneSweepSupportPage />} />
        <Route path="/genesweep/terms" element={<GeneSweepTermsPage />} />
        {/* Other paths belong to the shell or other remotes. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
