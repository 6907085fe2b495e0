import { Container, Grid, Section } from '@wsms/ui';
import { companionApps } from '@wsms/contracts/business';
import { CompanionAppCard } from '../../components/companion-app-card';
import { SectionHeading } from '../../components/section-heading';

export default function MobileAppsSection() {
  return (
    <Section aria-labelledby="apps-title" style={{ background: '#fff' }}>
      <Container>
        <SectionHeading id="apps-title" title="Mobile Apps">
          Keep training between sessions with our nutrition tracker and jiu-jitsu companion.
        </SectionHeading>
        <Grid $min="300px">
          {companionApps.map((app) => <CompanionAppCard key={app.id} app={app} />)}
        </Grid>
      </Container>
    </Section>
  );
}
