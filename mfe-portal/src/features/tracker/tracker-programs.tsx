import { compliance, type ExerciseLog, type WorkoutProgram, type WorkoutProgressMap } from '@wsms/contracts';
import { Badge, Button, Card, CardDescription, CardTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ProgressBar } from './progress-bar';

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

interface Props {
  programs: WorkoutProgram[];
  progress: WorkoutProgressMap;
  logs: ExerciseLog[];
  onStart: (programId: string) => void;
}

/** Spec 2: with no programs, a Browse Programs button to /shop. */
export function TrackerPrograms({ programs, progress, logs, onStart }: Props) {
  if (programs.length === 0) {
    return (
      <Card>
        <CardTitle as="h2">No programs yet</CardTitle>
        <CardDescription>Your coach can assign you a program, or you can buy one in the shop.</CardDescription>
        <div>
          <Button as={Link} to="/shop">Browse Programs</Button>
        </div>
      </Card>
    );
  }
  return (
    <List aria-label="My programs">
      {programs.map((program) => {
        const figures = compliance(program, progress[program.id] ?? null, logs.filter((l) => l.workoutProgramId === program.id));
        return (
          <li key={program.id}>
            <Card as="article" aria-labelledby={`program-${program.id}`}>
              <CardTitle as="h2" id={`program-${program.id}`}>{program.title}</CardTitle>
              <Meta>
                <Badge $variant="accent">{program.difficulty}</Badge>
                <span>{program.duration} weeks</span>
                <span>{program.exercises.length} exercises</span>
                {program.instructorName && <span>Coach {program.instructorName}</span>}
              </Meta>
              {program.description && <CardDescription>{program.description}</CardDescription>}
              <p style={{ margin: 0 }}>Week {figures.currentWeek}: {figures.completed} of {figures.total} done ({figures.percent}%)</p>
              <ProgressBar percent={figures.percent} label={`${program.title} progress`} />
              <div>
                <Button onClick={() => onStart(program.id)} aria-label={`Start Workout: ${program.title}`}>Start Workout</Button>
              </div>
            </Card>
          </li>
        );
      })}
    </List>
  );
}
