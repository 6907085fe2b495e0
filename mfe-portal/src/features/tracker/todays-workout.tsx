import type { Exercise, ProgramSummaryMap, WorkoutProgram, WorkoutProgressMap } from '@wsms/contracts';
import { useCompleteExercise, useSetWeek } from '@wsms/api-client/training';
import { Button, Card, CardDescription, CardTitle, toast } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ExerciseCard } from './exercise-card';
import { LogExerciseDialog } from './log-exercise-dialog';
import { ProgramPicker } from './program-picker';
import { ProgressBar } from './progress-bar';
import { figuresOf, loggedNames, recentOf } from './tracker-figures';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const WeekRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

interface Props {
  programs: WorkoutProgram[];
  selected: WorkoutProgram | null;
  progress: WorkoutProgressMap;
  summaries: ProgramSummaryMap;
  onSelect: (programId: string) => void;
}

/** Spec 2: a program must be chosen before its exercises show. */
export function TodaysWorkout({ programs, selected, progress, summaries, onSelect }: Props) {
  const [logging, setLogging] = useState<Exercise | null>(null);
  const complete = useCompleteExercise();
  const week = useSetWeek();
  // While a mark is on its way, the box shows what was asked (no flicker back until the answer).
  const pendingMark = (name: string) => (complete.isPending && complete.variables?.exerciseName === name ? complete.variables.done : undefined);
  const failed = (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' });

  const picker = <ProgramPicker programs={programs} value={selected?.id ?? ''} onChange={onSelect} />;
  if (!selected) {
    return (
      <Stack>
        {picker}
        <Card>
          <CardTitle as="h2">Choose a program</CardTitle>
          <CardDescription>Pick one of your programs to see today&apos;s exercises.</CardDescription>
        </Card>
      </Stack>
    );
  }
  const mine = progress[selected.id] ?? null;
  const summary = summaries[selected.id];
  const figures = figuresOf(selected, mine, summary);
  const ticked = new Set((mine?.completedExercises[String(figures.currentWeek)] ?? []).map((n) => n.toLowerCase()));
  const logged = loggedNames(summary);

  return (
    <Stack>
      {picker}
      <section aria-labelledby="today-heading">
        <Stack>
          <WeekRow>
            <div>
              <CardTitle as="h2" id="today-heading">{selected.title}</CardTitle>
              <p style={{ margin: 0 }}>Week {figures.currentWeek} of {selected.duration}: {figures.completed} of {figures.total} exercises done ({figures.percent}%)</p>
            </div>
            {figures.currentWeek < selected.duration && (
              <Button variant="outline" disabled={week.isPending} onClick={() => week.mutate({ programId: selected.id, currentWeek: figures.currentWeek + 1 }, { onError: failed })}>
                Start Week {figures.currentWeek + 1}
              </Button>
            )}
          </WeekRow>
          <ProgressBar percent={figures.percent} label="This week's progress" />
          <List aria-label="Today's exercises">
            {selected.exercises.map((exercise) => (
              <li key={exercise.name}>
                <ExerciseCard
                  exercise={exercise}
                  recent={recentOf(summary, exercise.name)}
                  done={pendingMark(exercise.name) ?? ticked.has(exercise.name.toLowerCase())}
                  logged={logged.has(exercise.name.toLowerCase())}
                  pending={complete.isPending}
                  onToggleDone={(done) => complete.mutate({ programId: selected.id, exerciseName: exercise.name, done }, { onError: failed })}
                  onLog={() => setLogging(exercise)}
                />
              </li>
            ))}
          </List>
        </Stack>
      </section>
      {logging && <LogExerciseDialog programId={selected.id} exercise={logging} onClose={() => setLogging(null)} />}
    </Stack>
  );
}
