import { Button, Container, Section, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import { PageHero } from './page-hero';

export function PlaceholderPage({ title, intro }: { title: string; intro: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title}>
        <p>{intro}</p>
      </PageHero>
      <Section>
        <Container>
          <p>This page is being built. In the meantime, reach out and we'll help you directly.</p>
          <Button as={Link} to="/contact" variant="secondary">Contact Us</Button>
        </Container>
      </Section>
    </>
  );
}
