import { Card } from '@wsms/ui';
import { business, formatAddress, locations, mainLocation } from '@wsms/contracts/business';
import styled from 'styled-components';

const Title = styled.h3`
  font-size: 1.25rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
`;

const Sub = styled.h4`
  font-size: 1rem;
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.navy};
`;

const Cities = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const MapBox = styled.div`
  display: grid;
  place-items: center;
  gap: 4px;
  min-height: 160px;
  padding: 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.navy};
  background:
    repeating-linear-gradient(0deg, transparent 0 23px, rgba(11, 31, 58, 0.08) 23px 24px),
    repeating-linear-gradient(90deg, transparent 0 23px, rgba(11, 31, 58, 0.08) 23px 24px),
    #e6ebf3;
`;

const others = locations.filter((location) => location !== mainLocation);

export function LocationCard() {
  return (
    <Card>
      <Title id="location-title">Main Location</Title>
      <div>
        <strong>{mainLocation.city}</strong>
        <Muted>{mainLocation.gym}</Muted>
        <Muted>{formatAddress(mainLocation)}</Muted>
      </div>
      <div>
        <Sub>Additional Locations</Sub>
        <Cities>{others.map((location) => <li key={location.slug}>{location.city}</li>)}</Cities>
      </div>
      <Muted>{business.serviceArea}.</Muted>
      <div>
        <div>Phone: <a href={business.phoneHref}>{business.phone}</a></div>
        <div>Email: <a href={`mailto:${business.email}`}>{business.email}</a></div>
      </div>
      <MapBox>
        <strong>Map coming soon</strong>
        <span>{formatAddress(mainLocation)}</span>
      </MapBox>
    </Card>
  );
}
