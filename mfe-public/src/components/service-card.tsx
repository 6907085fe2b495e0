import { Button, Card, CardDescription, CardTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ServiceOffer } from '../content/services';
import { FeatureList } from './feature-list';

const Price = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 8px;
`;

export function ServiceCard({ service }: { service: ServiceOffer }) {
  const headingId = `service-${service.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <CardTitle as="h2" id={headingId}>{service.name}</CardTitle>
      <Price>{service.price}</Price>
      <CardDescription>{service.summary}</CardDescription>
      <FeatureList items={service.features} />
      <Footer>
        <Button as={Link} to="/contact" fullWidth>Book Consultation</Button>
      </Footer>
    </Card>
  );
}
