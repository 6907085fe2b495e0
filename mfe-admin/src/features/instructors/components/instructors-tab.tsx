import type { Instructor } from '@wsms/contracts';
import { Button, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import { useAllInstructors } from '@wsms/api-client/catalog';
import { TabHeading } from '../../../components/tab-heading';
import { DeleteRefusedDialog, useDeleteInstructorFlow, type DeleteRefusal } from './delete-instructor-dialogs';
import { InstructorFormDialog } from './instructor-form-dialog';
import { InstructorRow } from './instructor-row';

type Action = { kind: 'edit'; instructor?: Instructor } | { kind: 'refused'; refusal: DeleteRefusal } | null;

export function InstructorsTab() {
  const { data, isPending, isError, refetch } = useAllInstructors();
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);
  const remove = useDeleteInstructorFlow((refusal) => setAction({ kind: 'refused', refusal }));
  return (
    <section aria-labelledby="instructors-heading">
      <TabHeading id="instructors-heading" title="Instructors">
        <Button onClick={() => setAction({ kind: 'edit' })}>Add Instructor</Button>
      </TabHeading>
      {isPending && <Loading text="Loading instructors..." />}
      {isError && <LoadError message="Failed to fetch instructors" onRetry={refetch} />}
      {data && data.length === 0 && <p>No instructors yet.</p>}
      {data && data.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {data.map((instructor) => (
            <InstructorRow
              key={instructor.id}
              instructor={instructor}
              onEdit={() => setAction({ kind: 'edit', instructor })}
              onDelete={() => remove(instructor)}
            />
          ))}
        </ul>
      )}
      {action?.kind === 'edit' && <InstructorFormDialog key={action.instructor?.id ?? 'new'} instructor={action.instructor} onClose={close} />}
      {action?.kind === 'refused' && <DeleteRefusedDialog key={action.refusal.instructor.id} refusal={action.refusal} onClose={close} />}
    </section>
  );
}
