import type { Instructor } from '@wsms/contracts';
import { uploadSrcSet } from '@wsms/contracts/upload-images';
import { Badge, Button, Card, CardTitle, FactList } from '@wsms/ui';
import styled from 'styled-components';
import { formatMoney } from '../lib/format';
import { highFetchPriority } from '../../../lib/fetch-priority';

const SelectableCard = styled(Card)<{ $selected: boolean }>`
  border-color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `0 0 0 2px ${theme.colors.accent}` : theme.shadows.card)};
`;

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.navyRaised});
  color: ${({ theme }) => theme.colors.onNavy};
  font-size: 2.5rem;
  font-weight: 700;
`;

const Role = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const initials = (name: string) => name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();

/** `eager`: the first card's photo is the page's largest paint on phones, so it is fetched at once and first. */
export function InstructorCard({ instructor, selected, onChoose, eager = false }: { instructor: Instructor; selected: boolean; onChoose: () => void; eager?: boolean }) {
  const headingId = `instructor-${instructor.id}`;
  return (
    <SelectableCard as="article" aria-labelledby={headingId} $selected={selected}>
      {instructor.image ? <Photo src={instructor.image} srcSet={uploadSrcSet(instructor.image)} sizes="(min-width: 768px) 360px, 100vw" alt="" loading={eager ? 'eager' : 'lazy'} {...highFetchPriority(eager)} /> : <Placeholder aria-hidden="true">{initials(instructor.name)}</Placeholder>}
      <div>
        <CardTitle id={headingId}>{instructor.name}</CardTitle>
        {selected && <Badge $variant="accent">Selected</Badge>}
        {instructor.title && <Role>{instructor.title}</Role>}
      </div>
      {instructor.specialties.length > 0 && (
        <Chips aria-label="Specialties">
          {instructor.specialties.slice(0, 3).map((specialty) => (
            <li key={specialty}><Badge>{specialty}</Badge></li>
          ))}
        </Chips>
      )}
      <FactList>
        <dt>Rate</dt>
        <dd>{formatMoney(instructor.hourlyRate)}/hour</dd>
        {instructor.locations.length > 0 && (
          <>
            <dt>Locations</dt>
            <dd>{instructor.locations.join(', ')}</dd>
          </>
        )}
      </FactList>
      <Button onClick={onChoose} variant={selected ? 'secondary' : 'primary'} fullWidth style={{ marginTop: 'auto' }}>
        Book with {instructor.name}
      </Button>
    </SelectableCard>
  );
}
