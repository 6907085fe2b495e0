import { exerciseTarget, trackerLimits, type InstructorClient, type WorkoutProgram } from '@wsms/contracts';
import { Badge, Button, Card, CardDescription, CardMeta, CardTitle } from '@wsms/ui';
import styled from 'styled-components';
import { ClientActivity } from './client-activity';

const Preview = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

/** Spec 2 and 9: the staff program preview shows 4 exercises. */
export function ProgramCard({ program, client, onEdit }: { program: WorkoutProgram; client: InstructorClient | undefined; onEdit: () => void }) {
  const more = program.exercises.length - trackerLimits.programPreview;
  const clientName = client ? `${client.firstName} ${client.lastName}` : 'The client';
  return (
    <Card as="article" aria-labelledby={`staff-program-${program.id}`}>
      <CardTitle as="h3" id={`staff-program-${program.id}`}>{program.title}</CardTitle>
      <CardMeta>
        <Badge $variant="accent">{program.difficulty}</Badge>
        <span>{program.duration} weeks</span>
        <span>{program.userId ? `Assigned to ${client ? clientName : 'a client'}` : 'Not assigned'}</span>
      </CardMeta>
      {program.description && <CardDescription>{program.description}</CardDescription>}
      <Preview aria-label={`Exercises in ${program.title}`}>
        {program.exercises.slice(0, trackerLimits.programPreview).map((e) => <li key={e.name}>{e.name}: {exerciseTarget(e)}</li>)}
      </Preview>
      {more > 0 && <CardDescription>+{more} more {more === 1 ? 'exercise' : 'exercises'}</CardDescription>}
      <div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={`staff-program-${program.id}`}>Edit</Button>
      </div>
      {program.userId && <ClientActivity programId={program.id} clientName={clientName} />}
    </Card>
  );
}
