import { Button, Card, CardDescription, CardTitle, Container, Grid, Section } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NewTabLink } from '../components/new-tab-link';
import { HeroActions, PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import { geneSweep, geneSweepFeatures } from '../content/genesweep';
import { GameNav } from '../features/genesweep/game-nav';
import { Screenshots } from '../features/genesweep/screenshots';
import { usePageMeta } from '../lib/page-meta';

const Soon = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Education = styled.div`
  max-width: 760px;
  margin: 0 auto;
  & ul { padding-left: 20px; }
`;

export default function GeneSweepPage() {
  usePageMeta('GeneSweep', 'GeneSweep is a genetics puzzle game with 60 levels, power-ups and full accessibility. Rated 4+, on the App Store.');
  return (
    <>
      <GameNav />
      <PageHero eyebrow="A genetics puzzle game" title="GeneSweep">
        <p>Sweep the board, pair the bases and discover how traits are inherited, one puzzle at a time. {geneSweep.levels} levels, rated {geneSweep.ageRating}.</p>
        <HeroActions>
          <NewTabLink href={geneSweep.appStoreUrl} size="lg">Download on the App Store</NewTabLink>
          <Button size="lg" variant="outline" disabled>
            Google Play <Soon>Coming Soon</Soon>
          </Button>
        </HeroActions>
      </PageHero>
      <Section aria-labelledby="gs-features">
        <Container>
          <SectionHeading id="gs-features" title="Features" />
          <Grid $min="240px">
            {geneSweepFeatures.map((feature) => (
              <Card as="article" key={feature.title} aria-labelledby={`gs-${feature.title}`}>
                <CardTitle id={`gs-${feature.title}`}>{feature.title}</CardTitle>
                <CardDescription>{feature.text}</CardDescription>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="gs-education" style={{ background: '#fff' }}>
        <Container>
          <Education>
            <SectionHeading id="gs-education" title="Learn Genetics Through Play" />
            <p>
              GeneSweep turns the building blocks of biology into puzzles. Players meet DNA base pairing, dominant and recessive
              alleles, Punnett squares, mutations and gene linkage as game mechanics, then see the real science behind each one.
            </p>
            <ul>
              <li>Short explainers after each world, written with science educators</li>
              <li>Works offline with no accounts, so it fits classrooms and families</li>
              <li>Difficulty that grows gently from ages 8 and up</li>
            </ul>
          </Education>
        </Container>
      </Section>
      <Section aria-labelledby="gs-shots">
        <Container>
          <SectionHeading id="gs-shots" title="Screenshots" />
          <Screenshots />
        </Container>
      </Section>
      <Section aria-labelledby="gs-contact" style={{ background: '#fff' }}>
        <Container style={{ textAlign: 'center' }}>
          <SectionHeading id="gs-contact" title="Questions or Feedback?">
            Our support team answers within 24-48 hours.
          </SectionHeading>
          <Button as={Link} to="/genesweep/support" variant="secondary">Contact Support</Button>
        </Container>
      </Section>
    </>
  );
}
