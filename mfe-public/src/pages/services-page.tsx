import { Button, Container, Grid, Section } from '@wsms/ui';
import { Link } from 'react-router';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { ServiceCard } from '../components/service-card';
import { services } from '../content/services';
import { usePageMeta } from '../lib/page-meta';

export default function ServicesPage() {
  usePageMeta('Services', 'Sports medicine from $85, performance coaching from $75 and nutrition consultations from $60 per session, for athletes in Massachusetts.');
  return (
    <>
      <PageHero eyebrow="What we offer" title="Our Services">
        <p>Sports medicine, performance coaching and nutrition under one roof, built for athletes who train hard.</p>
      </PageHero>
      <Section>
        <Container>
          <Grid $min="300px">
            {services.map((service) => <ServiceCard key={service.id} service={service} />)}
          </Grid>
        </Container>
      </Section>
      <CtaBand
        id="services-cta"
        title="Ready to Get Started?"
        text="Tell us about your goals and we'll match you with the right service, or book a private session directly."
      >
        <Button as={Link} to="/contact" size="lg">Contact Us</Button>
        <Button as={Link} to="/private-classes" size="lg" variant="outline">Book a Private Class</Button>
      </CtaBand>
    </>
  );
}
