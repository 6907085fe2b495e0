import { Badge, Button, Card } from '@wsms/ui';
import type { StaffMember } from '@wsms/contracts';
import { uploadSrcSet } from '@wsms/contracts/upload-images';
import { Link } from 'react-router';
import styled from 'styled-components';
import { firstName } from '../../lib/format';

const Photo = styled.img`
  width: 112px;
  height: 112px;
  object-fit: cover;
  border-radius: 50%;
`;

// The spec's blank placeholder: a plain tile with a faint silhouette.
const Blank = styled.div`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  background:
    radial-gradient(circle at 50% 38%, #c9d2e0 0 16%, transparent 16.5%),
    radial-gradient(ellipse at 50% 100%, #c9d2e0 0 38%, transparent 38.5%),
    #e6ebf3;
`;

const Name = styled.h2`
  font-size: 1.375rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
`;

const Sub = styled.h3`
  font-size: 0.9375rem;
  margin: 0 0 6px;
  color: ${({ theme }) => theme.colors.navy};
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Certs = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Contact = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  & a { overflow-wrap: anywhere; }
`;

export function StaffCard({ member }: { member: StaffMember }) {
  const headingId = `staff-${member.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      {member.image ? <Photo src={member.image} srcSet={uploadSrcSet(member.image)} sizes="112px" alt={member.name} width={112} height={112} loading="lazy" decoding="async" /> : <Blank aria-hidden="true" />}
      <div>
        <Name id={headingId}>{member.name}</Name>
        {member.title && <Title>{member.title}</Title>}
      </div>
      {member.department && <div><Badge>{member.department}</Badge></div>}
      {member.bio && <p style={{ margin: 0 }}>{member.bio}</p>}
      {member.specialties.length > 0 && (
        <div>
          <Sub>Specialties</Sub>
          <Tags>{member.specialties.map((s) => <li key={s}><Badge $variant="muted">{s}</Badge></li>)}</Tags>
        </div>
      )}
      {member.certifications.length > 0 && (
        <div>
          <Sub>Certifications</Sub>
          <Certs>{member.certifications.map((c) => <li key={c}>{c}</li>)}</Certs>
        </div>
      )}
      {(member.email || member.phone) && (
        <Contact>
          {member.email && <a href={`mailto:${member.email}`}>{member.email}</a>}
          {member.phone && <a href={`tel:${member.phone.replace(/[^0-9+]/g, '')}`}>{member.phone}</a>}
        </Contact>
      )}
      <Button as={Link} to="/contact" variant="secondary" fullWidth style={{ marginTop: 'auto' }}>
        Contact {firstName(member.name)}
      </Button>
    </Card>
  );
}
