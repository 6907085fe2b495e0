import { Container, Section } from '@wsms/ui';
import styled from 'styled-components';
import { SectionHeading } from '../../components/section-heading';
import { ContactForm } from './contact-form';
import { LocationCard } from './location-card';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  grid-template-columns: 1fr;
  @media (min-width: 900px) { grid-template-columns: 3fr 2fr; }
`;

/** The contact form beside the locations card; on Home (lazily) and on /contact. */
export default function ContactSection() {
  return (
    <Section aria-labelledby="contact-title">
      <Container>
        <SectionHeading id="contact-title" title="Get in Touch">
          Questions about our services? Send us a message and we'll get back to you within 24 hours.
        </SectionHeading>
        <Layout>
          <ContactForm />
          <LocationCard />
        </Layout>
      </Container>
    </Section>
  );
}
