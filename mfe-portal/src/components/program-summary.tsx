import { programDefaults, type WorkoutProgram } from '@wsms/contracts';
import { Badge, Card, CardDescription, CardMeta, CardTitle } from '@wsms/ui';
import type { ReactNode } from 'react';

interface Props {
  program: WorkoutProgram;
  /** Unique on the page: the card is labelled by its title. */
  headingId: string;
  showExerciseCount?: boolean;
  /** What the card offers below the summary (exercises, progress, its action). */
  children: ReactNode;
}

/** One program card of the portal (My Programs, the tracker): title, difficulty, weeks, session length (spec section 9's 45 min), coach, description. */
export function ProgramSummary({ program, headingId, showExerciseCount = false, children }: Props) {
  return (
    <li>
      <Card as="article" aria-labelledby={headingId}>
        <CardTitle as="h2" id={headingId}>{program.title}</CardTitle>
        <CardMeta>
          <Badge $variant="accent">{program.difficulty}</Badge>
          <span>{program.duration} weeks</span>
          <span>{programDefaults.sessionMinutes} min</span>
          {showExerciseCount && <span>{program.exercises.length} exercises</span>}
          {program.instructorName && <span>Coach {program.instructorName}</span>}
        </CardMeta>
        {program.description && <CardDescription>{program.description}</CardDescription>}
        {children}
      </Card>
    </li>
  );
}
