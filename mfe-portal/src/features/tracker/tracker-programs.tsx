import type { ProgramSummaryMap, WorkoutProgram, WorkoutProgressMap } from '@wsms/contracts';
import { Button, Card, CardDescription, CardTitle } from '@wsms/ui';
import { Link } from 'react-router';
import { CardGrid } from '../../components/card-grid';
import { ProgramSummary } from '../../components/program-summary';
import { ProgressBar } from './progress-bar';
import { figuresOf } from './tracker-figures';

interface Props {
  programs: WorkoutProgram[];
  progress: WorkoutProgressMap;
  summaries: ProgramSummaryMap;
  onStart: (programId: string) => void;
}

/** Spec 2: with no programs, a Browse Programs button to /shop. */
export function TrackerPrograms({ programs, progress, summaries, onStart }: Props) {
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
    <CardGrid aria-label="My programs">
      {programs.map((program) => {
        const figures = figuresOf(program, progress[program.id] ?? null, summaries[program.id]);
        return (
          <ProgramSummary key={program.id} program={program} headingId={`program-${program.id}`} showExerciseCount>
            <p style={{ margin: 0 }}>Week {figures.currentWeek}: {figures.completed} of {figures.total} done ({figures.percent}%)</p>
            <ProgressBar percent={figures.percent} label={`${program.title} progress`} />
            <div>
              <Button onClick={() => onStart(program.id)} aria-describedby={`program-${program.id}`}>Start Workout</Button>
            </div>
          </ProgramSummary>
        );
      })}
    </CardGrid>
  );
}
