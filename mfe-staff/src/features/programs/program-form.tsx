import { difficulties, exerciseDefaults, programDefaults, programInputSchema, type InstructorClient, type ProgramValues, type WorkoutProgram } from '@wsms/contracts';
import { Button, LoadMore } from '@wsms/ui';
import { applyServerErrors, NumberField, SelectField, TextAreaField, TextField, useFieldArray, useWatch, useZodForm } from '@wsms/ui/form';
import { InjuryWarning } from '../clinical/injury-warning';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Row = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 120px), 1fr));
`;

const ExerciseList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 16px;
  & > li { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: 12px; display: grid; gap: 12px; }
`;

const Legend = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

const newExercise = () => ({ name: '', instructions: '', sets: exerciseDefaults.sets, reps: exerciseDefaults.reps, restTime: exerciseDefaults.restTime });

const valuesOf = (program: WorkoutProgram | null) =>
  program
    ? {
        title: program.title,
        description: program.description,
        duration: program.duration,
        difficulty: program.difficulty,
        userId: program.userId ?? '',
        exercises: program.exercises.map((e) => ({ ...e, weight: e.weight ?? undefined, duration: e.duration ?? undefined })),
      }
    : { title: '', description: '', duration: programDefaults.duration, difficulty: programDefaults.difficulty, userId: '', exercises: [newExercise()] };

/** The coach's clients loaded so far, and the way to the next page (`useInstructorClientPages`). */
export interface ClientPages {
  items: InstructorClient[];
  hasMore: boolean;
  loadMore: () => unknown;
  isLoadingMore: boolean;
  loadMoreError: Error | null;
}

interface Props {
  program: WorkoutProgram | null;
  clients: ClientPages;
  pending: boolean;
  onSubmit: (values: ProgramValues, form: { setErrors: (error: unknown) => void }) => void;
  onCancel: () => void;
}

/** Spec 5 and 9: duration 4 weeks and Intermediate by default; new exercises 3 × 10 with 60 s rest; at least one exercise. */
export function ProgramForm({ program, clients: pages, pending, onSubmit, onCancel }: Props) {
  const clients = pages.items;
  const form = useZodForm(programInputSchema, { defaultValues: valuesOf(program) });
  const exercises = useFieldArray({ control: form.control, name: 'exercises' });
  const assignedTo = String(useWatch({ control: form.control, name: 'userId' }) ?? '');
  const clientOptions = clients.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName} (${c.email})` }));
  // A client assigned elsewhere (by an admin) stays selectable, so editing keeps the assignment.
  if (program?.userId && !clients.some((c) => c.id === program.userId)) clientOptions.push({ value: program.userId, label: 'Current client' });

  return (
    <Form
      noValidate
      aria-label={program ? 'Edit workout program' : 'Create workout program'}
      onSubmit={form.handleSubmit((values) => onSubmit(values, { setErrors: (error) => applyServerErrors(form, error) }))}
    >
      <TextField form={form} name="title" label="Title" required />
      <TextAreaField form={form} name="description" label="Description" rows={2} />
      <Row>
        <NumberField form={form} name="duration" label="Duration (weeks)" min={1} step={1} />
        <SelectField form={form} name="difficulty" label="Difficulty" options={difficulties.map((d) => ({ value: d, label: d }))} />
      </Row>
      <SelectField form={form} name="userId" label="Assign to client" placeholder="Not assigned" options={clientOptions} hint="Clients who booked a session with you and verified their e-mail." />
      <LoadMore shown={clients.length} noun="clients" hasMore={pages.hasMore} loadMore={pages.loadMore} isLoadingMore={pages.isLoadingMore} error={pages.loadMoreError} />
      <InjuryWarning userId={assignedTo} />
      <Legend id="exercises-heading">Exercises</Legend>
      <ExerciseList aria-labelledby="exercises-heading">
        {exercises.fields.map((field, index) => (
          <li key={field.id}>
            <TextField form={form} name={`exercises.${index}.name`} label={`Exercise ${index + 1} name`} required />
            <Row>
              <NumberField form={form} name={`exercises.${index}.sets`} label="Sets" min={1} step={1} />
              <NumberField form={form} name={`exercises.${index}.reps`} label="Reps" min={1} step={1} emptyIsNull />
              <NumberField form={form} name={`exercises.${index}.weight`} label="Weight (lbs)" min={0} step={0.5} />
              <NumberField form={form} name={`exercises.${index}.duration`} label="Duration (s)" min={1} step={1} />
              <NumberField form={form} name={`exercises.${index}.restTime`} label="Rest (s)" min={0} step={5} />
            </Row>
            <TextAreaField form={form} name={`exercises.${index}.instructions`} label="Instructions" rows={2} />
            {exercises.fields.length > 1 && (
              <div>
                <Button type="button" variant="ghost" size="sm" onClick={() => exercises.remove(index)}>Remove exercise {index + 1}</Button>
              </div>
            )}
          </li>
        ))}
      </ExerciseList>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => exercises.append(newExercise())}>Add Exercise</Button>
      </div>
      <Actions>
        <Button type="button" variant="ghost" onClick={onCancel}>Cancel</Button>
        <Button type="submit" disabled={pending}>{pending ? 'Saving...' : program ? 'Save Changes' : 'Create Program'}</Button>
      </Actions>
    </Form>
  );
}
