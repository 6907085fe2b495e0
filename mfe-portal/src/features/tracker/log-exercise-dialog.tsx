import { exerciseLogInputSchema, type Exercise, type ExerciseLogValues, type SetEntry } from '@wsms/contracts';
import { useLogExercise } from '@wsms/api-client/training';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, NumberField, TextAreaField, TextField, useFieldArray, useZodForm } from '@wsms/ui/form';
import { useState } from 'react';
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

const SetList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
`;

const Toggle = styled.label`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  & input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.navy}; }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

interface Props {
  programId: string;
  exercise: Exercise;
  onClose: () => void;
}

/** Spec 5: sets min 1 (default 1); reps min 1; weight min 0 in steps of 0.5 lbs; duration min 1 s; all but sets optional. */
export function LogExerciseDialog({ programId, exercise, onClose }: Props) {
  const log = useLogExercise();
  const [perSet, setPerSet] = useState(false);
  const form = useZodForm(exerciseLogInputSchema, {
    defaultValues: { workoutProgramId: programId, exerciseName: exercise.name, sets: 1, notes: '', setEntries: [] },
  });
  const entries = useFieldArray({ control: form.control, name: 'setEntries' });
  // A timed exercise has no target reps: its sets start with an empty Reps box (the schema asks for them).
  const targetSet = () => ({ reps: exercise.reps ?? undefined, weight: exercise.weight }) as SetEntry;

  const switchMode = (each: boolean) => {
    setPerSet(each);
    // Each set on its own: start from the coach's target; back to the summary: one set, as the spec's default.
    entries.replace(each ? Array.from({ length: exercise.sets }, targetSet) : []);
    form.setValue('sets', each ? undefined : 1);
  };

  const submit = (values: ExerciseLogValues) =>
    log.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Exercise logged', description: `${exercise.name} was added to your log.` });
        onClose();
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Dialog open onClose={onClose} title="Log Exercise" description={`Record what you did for ${exercise.name}.`}>
      <Form onSubmit={form.handleSubmit(submit)} noValidate aria-label={`Log ${exercise.name}`}>
        <TextField form={form} name="exerciseName" label="Exercise" required />
        <Toggle>
          <input type="checkbox" checked={perSet} onChange={(event) => switchMode(event.target.checked)} />
          Log each set
        </Toggle>
        {perSet ? (
          <>
            <SetList aria-label="Sets">
              {entries.fields.map((field, index) => (
                <li key={field.id}>
                  <Row>
                    <NumberField form={form} name={`setEntries.${index}.reps`} label={`Set ${index + 1} reps`} min={1} step={1} />
                    <NumberField form={form} name={`setEntries.${index}.weight`} label={`Set ${index + 1} weight (lbs)`} min={0} step={0.5} />
                    {entries.fields.length > 1 && (
                      <Button type="button" variant="ghost" size="sm" onClick={() => entries.remove(index)}>Remove set {index + 1}</Button>
                    )}
                  </Row>
                </li>
              ))}
            </SetList>
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => entries.append(targetSet())}>
                Add Set
              </Button>
            </div>
          </>
        ) : (
          <Row>
            <NumberField form={form} name="sets" label="Sets" min={1} step={1} required />
            <NumberField form={form} name="reps" label="Reps" min={1} step={1} />
            <NumberField form={form} name="weight" label="Weight (lbs)" min={0} step={0.5} />
          </Row>
        )}
        <NumberField form={form} name="duration" label="Duration (seconds)" min={1} step={1} />
        <TextAreaField form={form} name="notes" label="Notes" rows={2} />
        {log.isError && <Failure role="alert">{log.error.message}</Failure>}
        <Actions>
          <Button type="button" variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={log.isPending}>{log.isPending ? 'Saving...' : 'Save Log'}</Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
