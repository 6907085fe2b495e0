import { useId } from 'react';
import type { StaffMember } from '@wsms/contracts';
import { Badge, Button, Card } from '@wsms/ui';
import styled from 'styled-components';
import { PersonPhoto } from '../../../components/person-photo';
import { TagList } from '../../../components/tag-list';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  & h3 { margin: 0; font-size: 1.125rem; color: ${({ theme }) => theme.colors.navy}; }
  & p { margin: 0; }
`;

const Email = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`;

export function StaffCard({ member, onEdit }: { member: StaffMember; onEdit: () => void }) {
  const nameId = useId();
  return (
    <Card as="li">
      <Top>
        <PersonPhoto src={member.image} name={member.name} size={72} />
        <div>
          <h3 id={nameId}>{member.name}</h3>
          {member.title && <p>{member.title}</p>}
        </div>
      </Top>
      {member.email && <Email>{member.email}</Email>}
      <div>
        <Badge $variant={member.isActive ? 'success' : 'muted'}>{member.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>
      <TagList items={member.specialties} label={`Specialties of ${member.name}`} />
      <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={nameId} style={{ marginTop: 'auto' }}>
        Edit
      </Button>
    </Card>
  );
}
