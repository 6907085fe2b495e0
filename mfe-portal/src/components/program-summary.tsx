import type { WorkoutProgram } from '@wsms/contracts';
import { Badge, Card, CardDescription, CardTitle } from '@wsms/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const ProgramList = styled.ul`
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
  program: WorkoutProgram;
  /** Unique on the page: the card is labelled by its title. */
  headingId: string;
  showExerciseCount?: boolean;
  /** What the card offers below the summary (exercises, progress, its action). */
  children: ReactNode;
}

/** One program card of the portal (My Programs, the tracker): title, difficulty, weeks, coach, description. */
export function ProgramSummary({ program, headingId, showExerciseCount = false, children }: Props) {
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <CardTitle as="h2" id={headingId}>{program.title}</CardTitle>
        <Meta>
          <Badge $variant="accent">{program.difficulty}</Badge>
          <span>{program.duration} weeks</span>
          {showExerciseCount && <span>{program.exercises.length} exercises</span>}
          {program.instructorName && <span>Coach {program.instructorName}</span>}
        </Meta>
        {program.description && <CardDescription>{program.description}</CardDescription>}
        {children}
      </Card>
    </li>
  );
}
