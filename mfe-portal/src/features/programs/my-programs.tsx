import { useMyPrograms } from '@wsms/api-client/training';
import { trackerLimits } from '@wsms/contracts';
import { Badge, Button, Card, CardDescription, CardTitle, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Exercises = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

/** The client's assigned (and bought) programs, each with a way into the tracker. */
export function MyPrograms() {
  const programs = useMyPrograms();
  if (programs.isPending) return <Loading text="Loading programs..." />;
  if (programs.isError) return <ErrorText role="alert">{programs.error.message}</ErrorText>;
  if (programs.data.length === 0) {
    return (
      <Card>
        <CardTitle as="h2">No programs assigned yet</CardTitle>
        <CardDescription>When your coach assigns you a workout program, it will appear here.</CardDescription>
      </Card>
    );
  }
  return (
    <List aria-label="My programs">
      {programs.data.map((program) => {
        const more = program.exercises.length - trackerLimits.programPreview;
        return (
          <li key={program.id}>
            <Card as="article" aria-labelledby={`portal-program-${program.id}`}>
              <CardTitle as="h2" id={`portal-program-${program.id}`}>{program.title}</CardTitle>
              <Meta>
                <Badge $variant="accent">{program.difficulty}</Badge>
                <span>{program.duration} weeks</span>
                {program.instructorName && <span>Coach {program.instructorName}</span>}
              </Meta>
              {program.description && <CardDescription>{program.description}</CardDescription>}
              <Exercises aria-label={`Exercises in ${program.title}`}>
                {program.exercises.slice(0, trackerLimits.programPreview).map((exercise) => (
                  <li key={exercise.name}>{exercise.name}: {exercise.sets} × {exercise.reps}</li>
                ))}
              </Exercises>
              {more > 0 && <CardDescription>+{more} more {more === 1 ? 'exercise' : 'exercises'}</CardDescription>}
              <div>
                <Button as={Link} to={`/workout-tracker?tab=today&program=${encodeURIComponent(program.id)}`} aria-label={`Open in Workout Tracker: ${program.title}`}>
                  Open in Workout Tracker
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </List>
  );
}
