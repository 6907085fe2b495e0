import type { ProgramSummaryMap, WorkoutProgram, WorkoutProgressMap } from '@wsms/contracts';
import { Card, CardDescription, CardTitle, Field, Loading, Select } from '@wsms/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { ProgramPicker } from './program-picker';
import { ProgressBar } from './progress-bar';
import { RecentActivity } from './recent-activity';
import { figuresOf } from './tracker-figures';

// The charting library is fetched only when this tab is opened (it is not in the tracker's first load).
const ExerciseChart = lazy(() => import(/* webpackChunkName: "exercise-chart" */ './exercise-chart'));

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Stats = styled.dl`
  margin: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  & div { background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: 16px; }
  & dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  & dd { margin: 4px 0 0; font-size: 1.5rem; font-weight: 700; color: ${({ theme }) => theme.colors.navy}; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th, & td { text-align: left; padding: 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

interface Props {
  programs: WorkoutProgram[];
  selected: WorkoutProgram | null;
  progress: WorkoutProgressMap;
  summaries: ProgramSummaryMap;
  onSelect: (programId: string) => void;
}

export function ProgressTab({ programs, selected, progress, summaries, onSelect }: Props) {
  const program = selected ?? programs[0] ?? null;
  const summary = program ? summaries[program.id] : undefined;
  // In program order; the chart opens on the first exercise lifted with a weight (a flat line says little).
  const order = (name: string) => program?.exercises.findIndex((e) => e.name.toLowerCase() === name.toLowerCase()) ?? -1;
  const exercises = [...(summary?.exercises ?? [])].sort((a, b) => (order(a.exerciseName) + 1 || Infinity) - (order(b.exerciseName) + 1 || Infinity));
  const logged = exercises.map((e) => e.exerciseName);
  const weighted = exercises.find((e) => e.heaviest !== null)?.exerciseName;
  const [chosen, setChosen] = useState('');
  const exercise = logged.includes(chosen) ? chosen : (weighted ?? logged[0] ?? '');

  if (!program) {
    return (
      <Card>
        <CardTitle as="h2">No progress yet</CardTitle>
        <CardDescription>Once you have a program and log exercises, your progress shows here.</CardDescription>
      </Card>
    );
  }
  const figures = figuresOf(program, progress[program.id] ?? null, summary);
  const records = [...exercises].sort((a, b) => a.exerciseName.localeCompare(b.exerciseName));
  const points = exercises.find((e) => e.exerciseName === exercise)?.series ?? [];

  return (
    <Stack>
      <ProgramPicker programs={programs} value={program.id} onChange={onSelect} />
      <section aria-labelledby="progress-heading">
        <Stack>
          <CardTitle as="h2" id="progress-heading">{program.title}</CardTitle>
          <Stats>
            <div><dt>Progress</dt><dd>{figures.percent}%</dd></div>
            <div><dt>Minutes trained</dt><dd>{figures.minutesTrained}</dd></div>
            <div><dt>Weekly streak</dt><dd>{figures.weeklyStreak} {figures.weeklyStreak === 1 ? 'week' : 'weeks'}</dd></div>
            <div><dt>Current week</dt><dd>{figures.currentWeek} of {program.duration}</dd></div>
          </Stats>
          <ProgressBar percent={figures.percent} label="Program progress" />
          <p style={{ margin: 0 }}>{figures.completed} of {figures.total} exercises done this week.</p>
        </Stack>
      </section>

      <Card as="section" aria-labelledby="chart-heading">
        <CardTitle as="h3" id="chart-heading">Exercise over time</CardTitle>
        {logged.length === 0 ? (
          <CardDescription>Log an exercise to see its chart.</CardDescription>
        ) : (
          <>
            <Field label="Exercise">
              {(control) => (
                <Select {...control} value={exercise} onChange={(event) => setChosen(event.target.value)}>
                  {logged.map((name) => <option key={name} value={name}>{name}</option>)}
                </Select>
              )}
            </Field>
            <Suspense fallback={<Loading text="Loading chart..." />}>
              <ExerciseChart exerciseName={exercise} points={points} />
            </Suspense>
          </>
        )}
      </Card>

      <Card as="section" aria-labelledby="records-heading">
        <CardTitle as="h3" id="records-heading">Personal records</CardTitle>
        {records.length === 0 ? (
          <CardDescription>No records yet.</CardDescription>
        ) : (
          <Scroll>
            <Table>
              <thead><tr><th scope="col">Exercise</th><th scope="col">Heaviest</th><th scope="col">Most reps</th></tr></thead>
              <tbody>
                {records.map((r) => (
                  <tr key={r.exerciseName}>
                    <th scope="row">{r.exerciseName}</th>
                    <td>{r.heaviest ? `${r.heaviest.weight} lbs × ${r.heaviest.reps}` : '—'}</td>
                    <td>{r.mostReps ? `${r.mostReps.reps}${r.mostReps.weight ? ` @ ${r.mostReps.weight} lbs` : ''}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </Card>

      <RecentActivity programId={program.id} />
    </Stack>
  );
}
