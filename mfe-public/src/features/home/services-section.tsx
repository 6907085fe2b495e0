import { Button, Card, CardDescription, CardTitle, Container, Grid, Section } from '@wsms/ui';
import { externalBooking } from '@wsms/contracts/business';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NewTabLink } from '../../components/new-tab-link';
import { SectionHeading } from '../../components/section-heading';

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`;

const Action = styled.div`
  margin-top: auto;
`;

const cards = [
  {
    id: 'sports-medicine',
    title: 'Sports Medicine',
    price: 'from $85/session',
    text: 'Injury assessment, rehabilitation and prevention from certified athletic trainers who know combat sports.',
    href: externalBooking.sportsMedicine,
  },
  {
    id: 'performance-coaching',
    title: 'Performance Coaching',
    price: 'from $75/session',
    text: 'Strength, conditioning and sport-specific programs built around your goals and your training schedule.',
    to: '/private-classes',
  },
  {
    id: 'nutrition',
    title: 'Nutrition',
    price: 'from $60/session',
    text: 'Fueling, recovery and weight-class plans from nutrition experts that support how you train.',
    href: externalBooking.nutrition,
  },
];

export default function ServicesSection() {
  return (
    <Section aria-labelledby="services-title">
      <Container>
        <SectionHeading id="services-title" title="Our Services">
          Care and coaching that keep you healthy, strong and competing.
        </SectionHeading>
        <Grid $min="260px">
          {cards.map((card) => (
            <Card as="article" key={card.id} aria-labelledby={`home-${card.id}`}>
              <CardTitle id={`home-${card.id}`}>{card.title}</CardTitle>
              <Price>{card.price}</Price>
              <CardDescription>{card.text}</CardDescription>
              <Action>
                {card.href ? (
                  <NewTabLink href={card.href} fullWidth>Book {card.title}</NewTabLink>
                ) : (
                  <Button as={Link} to={card.to} fullWidth>Book {card.title}</Button>
                )}
              </Action>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
