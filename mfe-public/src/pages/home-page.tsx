import { Button, Card, CardDescription, CardTitle, Container, Grid, Section, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import { HeroActions, PageHero } from '../components/page-hero';

const highlights = [
  { title: 'Sports Medicine', text: 'Injury assessment, rehabilitation and prevention from certified athletic trainers.' },
  { title: 'Performance Coaching', text: 'Strength, conditioning and sport-specific programs built around your goals.' },
  { title: 'Nutrition', text: 'Fueling, recovery and weight-class plans that support how you train.' },
];

export default function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <PageHero eyebrow="Sports medicine · Performance · Nutrition" title="Where Science Meets Sport">
        <p>Evidence-based care and coaching for athletes, at six martial-arts gyms across Massachusetts.</p>
        <HeroActions>
          <Button as={Link} to="/contact" size="lg">Book Consultation</Button>
          <Button as={Link} to="/services" size="lg" variant="outline">Learn More</Button>
        </HeroActions>
      </PageHero>
      <Section aria-labelledby="home-highlights">
        <Container>
          <h2 id="home-highlights">What We Do</h2>
          <Grid>
            {highlights.map((item) => (
              <Card key={item.title}>
                <CardTitle>{item.title}</CardTitle>
                <CardDescription>{item.text}</CardDescription>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
