import { Container, Section } from '@wsms/ui';
import { FeatureList } from '../../../components/feature-list';

const reasons = [
  'One-on-one attention focused entirely on your goals',
  'A plan built around your sport, schedule and competition calendar',
  'Faster progress with immediate, expert feedback on every rep',
  'Injury-aware coaching from certified professionals',
  'Sessions at six gyms across Massachusetts',
];

export function WhyPrivateTraining() {
  return (
    <Section aria-labelledby="why-private-training">
      <Container>
        <h2 id="why-private-training">Why Private Training?</h2>
        <FeatureList items={reasons} />
      </Container>
    </Section>
  );
}
