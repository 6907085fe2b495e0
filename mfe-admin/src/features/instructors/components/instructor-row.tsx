import { useId } from 'react';
import type { Instructor } from '@wsms/contracts';
import { Badge, Button, Card } from '@wsms/ui';
import styled from 'styled-components';
import { PersonPhoto } from '../../../components/person-photo';
import { TagList } from '../../../components/tag-list';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  & h3 { margin: 0; font-size: 1.125rem; color: ${({ theme }) => theme.colors.navy}; }
  & p { margin: 0; overflow-wrap: anywhere; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export function InstructorRow({ instructor, onEdit, onDelete }: { instructor: Instructor; onEdit: () => void; onDelete: () => void }) {
  const nameId = useId();
  return (
    <Card as="li">
      <Row>
        <PersonPhoto src={instructor.image} name={instructor.name} size={64} />
        <div style={{ flex: '1 1 220px' }}>
          <h3 id={nameId}>{instructor.name}</h3>
          {instructor.title && <p>{instructor.title}</p>}
          <Muted>{instructor.email}</Muted>
          <Muted>
            ${instructor.hourlyRate}/hour · {instructor.locations.length > 0 ? instructor.locations.join(', ') : 'No locations'}
          </Muted>
        </div>
        <Badge $variant={instructor.isActive ? 'success' : 'muted'}>{instructor.isActive ? 'Active' : 'Inactive'}</Badge>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={nameId}>Edit</Button>
          <Button variant="destructive" size="sm" onClick={onDelete} aria-describedby={nameId}>Delete</Button>
        </div>
      </Row>
      <TagList items={instructor.specialties} label={`Specialties of ${instructor.name}`} />
    </Card>
  );
}
