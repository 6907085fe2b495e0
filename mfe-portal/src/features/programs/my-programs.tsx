import { useMyPrograms } from '@wsms/api-client/training';
import { exerciseTarget, trackerLimits } from '@wsms/contracts';
import { Button, Card, CardDescription, CardTitle, LoadError, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '../../components/card-grid';
import { ProgramSummary } from '../../components/program-summary';

const Exercises = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

/** The client's assigned (and bought) programs, each with a way into the tracker. */
export function MyPrograms() {
  const programs = useMyPrograms();
  if (programs.isPending) return <Loading text="Loading programs..." />;
  if (programs.isError) return <LoadError message={programs.error.message} onRetry={programs.refetch} />;
  if (programs.data.length === 0) {
    return (
      <Card>
        <CardTitle as="h2">No programs assigned yet</CardTitle>
        <CardDescription>When your coach assigns you a workout program, it will appear here.</CardDescription>
      </Card>
    );
  }
  return (
    <CardGrid aria-label="My programs">
      {programs.data.map((program) => {
        const more = program.exercises.length - trackerLimits.programPreview;
        return (
          <ProgramSummary key={program.id} program={program} headingId={`portal-program-${program.id}`}>
            <Exercises aria-label={`Exercises in ${program.title}`}>
              {program.exercises.slice(0, trackerLimits.programPreview).map((exercise) => (
                <li key={exercise.name}>{exercise.name}: {exerciseTarget(exercise)}</li>
              ))}
            </Exercises>
            {more > 0 && <CardDescription>+{more} more {more === 1 ? 'exercise' : 'exercises'}</CardDescription>}
            <div>
              <Button as={Link} to={`/workout-tracker?tab=today&program=${encodeURIComponent(program.id)}`} aria-label={`Open in Workout Tracker: ${program.title}`}>
                Open in Workout Tracker
              </Button>
            </div>
          </ProgramSummary>
        );
      })}
    </CardGrid>
  );
}
