import type { Instructor, PublicUser } from '@wsms/contracts';
import { Badge, Button, Card, Grid, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useUsers } from '@wsms/api-client/accounts';
import { useAllInstructors } from '@wsms/api-client/catalog';
import { PersonPhoto } from '../../../components/person-photo';
import { TabHeading } from '../../../components/tab-heading';
import { TagList } from '../../../components/tag-list';
import { StaffDetailsDialog } from './staff-details-dialog';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  & h3 { margin: 0; font-size: 1.125rem; color: ${({ theme }) => theme.colors.navy}; }
  & p { margin: 0; overflow-wrap: anywhere; }
`;

/** Staff details are the instructor record with the user's e-mail (the staff dashboard links them the same way). */
const byEmail = (instructors: Instructor[] | undefined) => new Map((instructors ?? []).map((i) => [i.email.toLowerCase(), i]));

export function StaffOverviewTab() {
  // The team only: staff and admins, read by role (the client accounts may be thousands).
  const staff = useUsers('staff');
  const admins = useUsers('admin');
  const users = staff.isError ? staff : admins.isError ? admins : staff.isPending ? staff : admins;
  const instructors = useAllInstructors();
  const [open, setOpen] = useState<PublicUser | null>(null);
  const linked = byEmail(instructors.data);
  const team = staff.data && admins.data ? [...staff.data, ...admins.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];
  return (
    <section aria-labelledby="overview-heading">
      <TabHeading id="overview-heading" title="Staff Overview" />
      {users.isPending && <Loading text="Loading staff..." />}
      {users.isError && <LoadError message="Failed to fetch users" onRetry={() => Promise.all([staff.refetch(), admins.refetch()])} />}
      {staff.data && admins.data && team.length === 0 && <p>No staff or admin users yet.</p>}
      {team.length > 0 && (
        <Grid as="ul" $min="260px" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {team.map((user) => {
            const instructor = linked.get(user.email.toLowerCase());
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <Card as="li" key={user.id}>
                <Top>
                  <PersonPhoto src={instructor?.image ?? ''} name={name} size={56} />
                  <div>
                    <h3 id={`overview-${user.id}`}>{name}</h3>
                    {instructor?.title && <p>{instructor.title}</p>}
                  </div>
                </Top>
                <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{user.email}</p>
                <div><Badge $variant="accent">{user.role}</Badge></div>
                <TagList items={instructor?.specialties ?? []} label={`Specialties of ${name}`} />
                <Button variant="outline" size="sm" onClick={() => setOpen(user)} aria-describedby={`overview-${user.id}`} style={{ marginTop: 'auto' }}>
                  View Details
                </Button>
              </Card>
            );
          })}
        </Grid>
      )}
      {open && <StaffDetailsDialog user={open} instructor={linked.get(open.email.toLowerCase())} onClose={() => setOpen(null)} />}
    </section>
  );
}
