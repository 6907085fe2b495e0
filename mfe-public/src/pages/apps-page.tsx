import { Button, Container, Section } from '@wsms/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { SearchBox } from '../components/search-box';
import { AppCards } from '../features/companion/app-cards';
import { AppsTabs } from '../features/companion/apps-tabs';
import { usePageMeta } from '../lib/page-meta';

const Panel = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 16px;
  & h2 { font-size: 1.5rem; color: ${({ theme }) => theme.colors.navy}; margin: 0; }
`;

export default function AppsPage() {
  usePageMeta('Companion Apps', 'Our nutrition tracker, jiu-jitsu companion and the GeneSweep puzzle game, plus quick access to the shop and booking.');
  const [query, setQuery] = useState('');
  return (
    <>
      <PageHero eyebrow="Train anywhere" title="Companion Apps">
        <p>Apps from our team for nutrition, jiu-jitsu training and learning through play, with quick access to the shop and booking.</p>
      </PageHero>
      <Section aria-label="Our apps">
        <Container>
          <AppCards />
        </Container>
      </Section>
      <Section aria-labelledby="quick-title" style={{ background: '#fff' }}>
        <Container>
          <Panel>
            <h2 id="quick-title">Shop, Book and Explore</h2>
            <SearchBox label="Search products, instructors and apps" value={query} onChange={setQuery} placeholder="Search, e.g. “protein” or “Marlborough”" />
            <AppsTabs query={query} />
          </Panel>
        </Container>
      </Section>
      <CtaBand id="apps-cta" title="Ready to Train?" text="Book a private session with one of our instructors, or gear up in the shop.">
        <Button as={Link} to="/private-classes" size="lg">Book a Private Class</Button>
        <Button as={Link} to="/shop" size="lg" variant="outline">Visit the Shop</Button>
      </CtaBand>
    </>
  );
}
