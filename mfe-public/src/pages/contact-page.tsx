import { Button, Card, CardDescription, CardTitle, Container, Grid, Section } from '@wsms/ui';
import { business, locations, mainLocation } from '@wsms/contracts/business';
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import ContactSection from '../features/contact/contact-section';
import { usePageMeta } from '../lib/page-meta';

export default function ContactPage() {
  usePageMeta('Contact Us', `Contact us about sports medicine, performance coaching or nutrition. Call ${business.phone} or send a message.`);
  return (
    <>
      <PageHero eyebrow="We're here to help" title="Contact Us">
        <p>Questions about our services, a consultation or private training? Reach out and we'll get back to you within 24 hours.</p>
      </PageHero>
      <ContactSection />
      <Section aria-labelledby="reach-title" style={{ background: '#fff' }}>
        <Container>
          <SectionHeading id="reach-title" title="Other Ways to Reach Us" />
          <Grid $min="240px">
            <Card as="article" aria-labelledby="reach-visit">
              <CardTitle id="reach-visit">Visit Our Locations</CardTitle>
              <CardDescription>
                {locations.length} locations across Massachusetts, with our main location in {mainLocation.city}.
              </CardDescription>
            </Card>
            <Card as="article" aria-labelledby="reach-call">
              <CardTitle id="reach-call">Call or Text</CardTitle>
              <CardDescription>
                <a href={business.phoneHref}>{business.phone}</a>
              </CardDescription>
            </Card>
            <Card as="article" aria-labelledby="reach-book">
              <CardTitle id="reach-book">Book Online</CardTitle>
              <CardDescription>Available 24/7</CardDescription>
              <Button as={Link} to="/private-classes" variant="secondary">Book a Session</Button>
            </Card>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
