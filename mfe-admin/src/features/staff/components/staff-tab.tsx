import type { StaffMember } from '@wsms/contracts';
import { Button, Grid, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import { useAllStaff } from '@wsms/api-client/catalog';
import { TabHeading } from '../../../components/tab-heading';
import { StaffCard } from './staff-card';
import { StaffFormDialog } from './staff-form-dialog';

type Editing = { member?: StaffMember } | null;

export function StaffTab() {
  const { data, isPending, isError, refetch } = useAllStaff();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section aria-labelledby="staff-heading">
      <TabHeading id="staff-heading" title="Staff">
        <Button onClick={() => setEditing({})}>Add Staff Member</Button>
      </TabHeading>
      {isPending && <Loading text="Loading staff..." />}
      {isError && <LoadError message="Failed to fetch staff" onRetry={refetch} />}
      {data && data.length === 0 && <p>No staff members yet.</p>}
      {data && data.length > 0 && (
        <Grid as="ul" $min="260px" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((member) => <StaffCard key={member.id} member={member} onEdit={() => setEditing({ member })} />)}
        </Grid>
      )}
      {editing && <StaffFormDialog key={editing.member?.id ?? 'new'} member={editing.member} onClose={() => setEditing(null)} />}
    </section>
  );
}
