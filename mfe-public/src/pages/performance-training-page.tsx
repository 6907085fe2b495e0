import { Badge, Button, Card, CardDescription, CardTitle, Container, Grid, Section } from '@wsms/ui';
import { Link } from 'react-router';
import { CtaBand } from '../components/cta-band';
import { FeatureList } from '../components/feature-list';
import { PageHero } from '../components/page-hero';
import { performanceBenefits, performancePrograms } from '../content/performance-programs';
import { usePageMeta } from '../lib/page-meta';

export default function PerformanceTrainingPage() {
  usePageMeta('Performance Training', 'BJJ-specific conditioning, athletic performance, small-group training for 3-5 athletes and competition preparation programs.');
  return (
    <>
      <PageHero eyebrow="Train smarter" title="Performance Training">
        <p>Science-based programs that build strength, conditioning and resilience for grapplers and athletes of every level.</p>
      </PageHero>
      <Section aria-labelledby="programs-title">
        <Container>
          <h2 id="programs-title">Our Programs</h2>
          <Grid $min="260px">
            {performancePrograms.map((program) => (
              <Card as="article" key={program.id} aria-labelledby={`program-${program.id}`}>
                <div><Badge $variant="accent">Coming soon</Badge></div>
                <CardTitle id={`program-${program.id}`}>{program.name}</CardTitle>
                <CardDescription>{program.summary}</CardDescription>
                <FeatureList items={program.highlights} />
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="benefits-title" style={{ background: '#fff' }}>
        <Container>
          <h2 id="benefits-title">Benefits of Performance Training</h2>
          <FeatureList items={performanceBenefits} />
        </Container>
      </Section>
      <CtaBand
        id="launching-soon"
        title="Programs Launching Soon"
        text="Our performance programs are opening soon. Get in touch to reserve a spot, or start now with private training."
      >
        <Button as={Link} to="/contact" size="lg">Contact Us</Button>
        <Button as={Link} to="/private-classes" size="lg" variant="outline">Book Private Training</Button>
      </CtaBand>
    </>
  );
}
