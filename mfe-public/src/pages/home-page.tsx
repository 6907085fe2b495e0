import { Button, VisuallyHidden } from '@wsms/ui';
import { Link } from 'react-router';
import { LazySection } from '../components/lazy-section';
import { HeroActions, PageHero } from '../components/page-hero';
import { AboutSection } from '../features/home/about-section';
import { usePageMeta } from '../lib/page-meta';

// Below the fold: the sections' code (and the contact form's validation library) loads just after the
// first paint, so that paint does not wait for it; every section is then on the page without scrolling.
// They load together anyway, so they share one chunk: one request and one gzip stream instead of five
// (and the modules they share are not copied into each). rspack.config.cjs keeps it whole: what it shares
// with other pages is not split off into more files.
const loadServices = () => import(/* webpackChunkName: "home-below-fold" */ '../features/home/services-section');
const loadApps = () => import(/* webpackChunkName: "home-below-fold" */ '../features/home/mobile-apps-section');
const loadShop = () => import(/* webpackChunkName: "home-below-fold" */ '../features/home/shop-preview');
const loadTestimonials = () => import(/* webpackChunkName: "home-below-fold" */ '../features/home/testimonials-section');
const loadContact = () => import(/* webpackChunkName: "home-below-fold" */ '../features/contact/contact-section');

export default function HomePage() {
  usePageMeta(
    'Sports Medicine, Performance Coaching & Nutrition',
    'Sports medicine, performance coaching and nutrition for athletes at six martial-arts gyms across Massachusetts. Book a consultation today.',
  );
  return (
    <>
      <PageHero eyebrow="Sports medicine · Performance · Nutrition" title="Where Science Meets Sport">
        <p>Evidence-based care and coaching for athletes, at six martial-arts gyms across Massachusetts.</p>
        <HeroActions>
          <Button as={Link} to="/contact" size="lg">Book Consultation</Button>
          <Button as={Link} to="/services" size="lg" variant="outline">Learn More<VisuallyHidden> about our services</VisuallyHidden></Button>
        </HeroActions>
      </PageHero>
      <AboutSection />
      <LazySection id="services" load={loadServices} minHeight="470px" />
      <LazySection id="mobile-apps" load={loadApps} minHeight="480px" />
      <LazySection id="shop" load={loadShop} minHeight="900px" />
      <LazySection id="testimonials" load={loadTestimonials} minHeight="700px" />
      <LazySection id="contact" load={loadContact} minHeight="900px" />
    </>
  );
}
