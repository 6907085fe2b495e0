import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredText } from '@wsms/contracts';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { renderWithTheme } from '../testing/render-with-theme';
import { NumberField, TextField } from './text-field';
import { useZodForm } from './use-zod-form';

// The shape of the staff program dialog: a list of exercises that keeps at least one entry (spec section 5).
const exerciseSchema = z.strictObject({
  name: requiredText('Exercise name'),
  sets: z.number({ error: 'Sets must be a number' }).int().min(1, 'Sets must be at least 1'),
});
const programSchema = z.strictObject({
  title: requiredText('Title'),
  exercises: z.array(exerciseSchema).min(1, 'Add at least one exercise'),
});
const newExercise = { name: '', sets: 3 };

function ProgramForm({ onValid }: { onValid: (data: z.output<typeof programSchema>) => void }) {
  const form = useZodForm(programSchema, { defaultValues: { title: '', exercises: [newExercise] } });
  const exercises = useFieldArray({ control: form.control, name: 'exercises' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Workout program">
      <TextField form={form} name="title" label="Title" />
      <ul aria-label="Exercises">
        {exercises.fields.map((item, index) => (
          <li key={item.id}>
            <TextField form={form} name={`exercises.${index}.name`} label={`Exercise ${index + 1} name`} />
            <NumberField form={form} name={`exercises.${index}.sets`} label={`Exercise ${index + 1} sets`} />
            {exercises.fields.length > 1 && (
              <button type="button" onClick={() => exercises.remove(index)}>Remove exercise {index + 1}</button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => exercises.append(newExercise)}>Add Exercise</button>
      <button type="submit">Save Program</button>
    </form>
  );
}

function setup() {
  const onValid = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<ProgramForm onValid={onValid} />);
  return { onValid, user };
}

describe('A dynamic list of fields (useFieldArray)', () => {
  test('When the form opens with one exercise, then it cannot be removed', () => {
    setup();
    expect(within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Exercise 1 sets')).toHaveValue(3);
    expect(screen.queryByRole('button', { name: /Remove exercise/ })).not.toBeInTheDocument();
  });

  test('When a second exercise is added, then both can be removed down to one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    expect(screen.getByLabelText('Exercise 2 name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove exercise 1' }));
    expect(screen.queryByLabelText('Exercise 2 name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove exercise/ })).not.toBeInTheDocument();
  });

  test('When an exercise is incomplete, then its own fields show the messages and focus moves to the first', async () => {
    const { onValid, user } = setup();
    await user.type(screen.getByLabelText('Title'), 'Fight camp');
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    await user.type(screen.getByLabelText('Exercise 1 name'), 'Squat');
    await user.clear(screen.getByLabelText('Exercise 2 sets'));
    await user.type(screen.getByLabelText('Exercise 2 sets'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Program' }));
    expect(screen.getByLabelText('Exercise 1 name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Exercise 2 name')).toHaveAccessibleDescription('Exercise name is required');
    expect(screen.getByLabelText('Exercise 2 sets')).toHaveAccessibleDescription('Sets must be at least 1');
    expect(screen.getByLabelText('Exercise 2 name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  test('When every exercise is complete, then the handler receives the list with numbers', async () => {
    const { onValid, user } = setup();
    await user.type(screen.getByLabelText('Title'), 'Fight camp');
    await user.type(screen.getByLabelText('Exercise 1 name'), 'Squat');
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    await user.type(screen.getByLabelText('Exercise 2 name'), 'Row');
    await user.clear(screen.getByLabelText('Exercise 2 sets'));
    await user.type(screen.getByLabelText('Exercise 2 sets'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Program' }));
    expect(onValid.mock.calls[0]![0]).toEqual({ title: 'Fight camp', exercises: [{ name: 'Squat', sets: 3 }, { name: 'Row', sets: 5 }] });
  });
});
