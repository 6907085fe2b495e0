import type { WorkoutProgram } from '@wsms/contracts';
import { useInstructorClientPages, usePrograms } from '@wsms/api-client/training';
import { Button, Card, CardDescription, CardTitle, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ProgramCard } from './program-card';
import { ProgramDialog } from './program-dialog';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  & h2 { margin: 0; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

export interface ActingInstructor {
  id: string;
  name: string;
}

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; program: WorkoutProgram };

/** The staff dashboard's Programs tab: the instructor's programs, the Create/Edit dialog, assignment and client compliance. */
export function ProgramsTab({ instructor }: { instructor: ActingInstructor }) {
  const programs = usePrograms({ instructorId: instructor.id });
  // The coach's clients a page at a time (e-mail order): the dialog's Load more asks for the next page.
  const clients = useInstructorClientPages(instructor.id);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const clientList = clients.items;

  return (
    <section aria-labelledby="programs-heading">
      <Head>
        <h2 id="programs-heading">Workout Programs</h2>
        <Button onClick={() => setEditing({ mode: 'create' })}>Create Program</Button>
      </Head>
      {programs.isPending ? (
        <Loading text="Loading programs..." />
      ) : programs.isError ? (
        <LoadError message={programs.error.message} onRetry={programs.refetch} />
      ) : programs.data.length === 0 ? (
        <Card>
          <CardTitle as="h3">No programs yet</CardTitle>
          <CardDescription>Create a workout program and assign it to a client who booked with you.</CardDescription>
        </Card>
      ) : (
        <List aria-label="Workout programs">
          {programs.data.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} client={clientList.find((c) => c.id === program.userId)} onEdit={() => setEditing({ mode: 'edit', program })} />
            </li>
          ))}
        </List>
      )}
      {clients.isError && <LoadError message={clients.error?.message ?? 'Failed to fetch clients'} onRetry={clients.refetch} />}
      {editing.mode !== 'closed' && (
        <ProgramDialog
          instructorId={instructor.id}
          program={editing.mode === 'edit' ? editing.program : null}
          clients={clients}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
    </section>
  );
}
