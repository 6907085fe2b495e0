import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredText, textList } from '@wsms/contracts';
import { z } from 'zod';
import { renderWithTheme } from '../testing/render-with-theme';
import { CheckboxField } from './checkbox-field';
import { ListField } from './list-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { NumberField } from './text-field';
import { useZodForm } from './use-zod-form';

const schema = z.strictObject({
  bio: requiredText('Bio', 2000),
  location: z.string().min(1, 'Location is required'),
  rating: z.number({ error: 'Rating is required' }).int().min(1).max(5),
  maxBookings: z.number({ error: 'Max sessions must be a number' }).int().min(1, 'Max sessions must be at least 1').max(10, 'Max sessions must be at most 10'),
  weight: z.number().min(0, 'Weight must be at least 0').optional(),
  isActive: z.boolean(),
  specialties: textList('Specialties'),
});
type Values = z.input<typeof schema>;

const defaults: Values = { bio: '', location: '', rating: 5, maxBookings: 1, weight: undefined, isActive: true, specialties: ['BJJ', 'Rehab'] };

function Harness({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: defaults });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Staff member">
      <TextAreaField form={form} name="bio" label="Bio" rows={4} required />
      <SelectField form={form} name="location" label="Location" placeholder="Select a location" required options={[{ value: 'woburn', label: 'Woburn' }, { value: 'weymouth', label: 'Weymouth' }]} />
      <SelectField form={form} name="rating" label="Rating" valueAsNumber options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} stars` }))} />
      <NumberField form={form} name="maxBookings" label="Max sessions" min={1} max={10} />
      <NumberField form={form} name="weight" label="Weight (lbs)" step={0.5} />
      <CheckboxField form={form} name="isActive" label="Active" />
      <ListField form={form} name="specialties" label="Specialties" hint="Separate with commas" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ ...defaults, specialties: ['Nutrition'] })}>Load another</button>
      <button type="button" onClick={() => form.setValue('specialties', ['Strength, Power'])}>Load an item with a comma</button>
    </form>
  );
}

function setup() {
  const onValid = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness onValid={onValid} />);
  return { onValid, user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Bio'), 'Coach');
  await user.selectOptions(screen.getByLabelText('Location'), 'Woburn');
}

describe('Form fields bound by useZodForm', () => {
  test('When the form opens, then every control shows its default and the select starts on its placeholder', () => {
    setup();
    expect(screen.getByLabelText('Bio').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Bio')).toBeRequired();
    const location = screen.getByLabelText('Location');
    expect(within(location).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Woburn', 'Weymouth']);
    expect(location).toHaveValue('');
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
    expect(screen.getByLabelText('Max sessions')).toHaveValue(1);
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByLabelText('Specialties')).toHaveValue('BJJ, Rehab');
    expect(screen.getByLabelText('Specialties')).toHaveAccessibleDescription('Separate with commas');
  });

  test('When required choices are missing and a number is out of range, then each field says so', async () => {
    const { onValid, user } = setup();
    await user.clear(screen.getByLabelText('Max sessions'));
    await user.type(screen.getByLabelText('Max sessions'), '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('Bio is required');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Location is required');
    expect(screen.getByLabelText('Max sessions')).toHaveAccessibleDescription('Max sessions must be at most 10');
    expect(screen.getByLabelText('Bio')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  test('When a number is left empty, then a required one says so and an optional one is sent as undefined', async () => {
    const { onValid, user } = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Max sessions'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Max sessions')).toHaveAccessibleDescription('Max sessions must be a number');
    expect(screen.getByLabelText('Max sessions')).toHaveFocus();
    await user.type(screen.getByLabelText('Max sessions'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0]![0]).toMatchObject({ maxBookings: 3, weight: undefined });
  });

  test('When the values are chosen, then selects, numbers, the checkbox and the list reach the handler typed', async () => {
    const { onValid, user } = setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Rating'), '3 stars');
    await user.type(screen.getByLabelText('Weight (lbs)'), '72.5');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    const specialties = screen.getByLabelText('Specialties');
    await user.clear(specialties);
    await user.type(specialties, ' Strength ,, Mobility, ');
    expect(specialties).toHaveValue(' Strength ,, Mobility, ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0]![0]).toEqual({
      bio: 'Coach',
      location: 'woburn',
      rating: 3,
      maxBookings: 1,
      weight: 72.5,
      isActive: false,
      specialties: ['Strength', 'Mobility'],
    });
  });

  test('When a list item is too long, then the message shows under the list input', async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Specialties'), `, ${'x'.repeat(101)}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const specialties = screen.getByLabelText('Specialties');
    expect(specialties).toHaveAttribute('aria-invalid', 'true');
    expect(specialties).toHaveAccessibleDescription('Separate with commas Each Specialties item must be at most 100 characters');
    expect(specialties).toHaveFocus();
  });

  test('When the form is reset to another record, then the list input shows that record\'s items', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Specialties'), ', Boxing');
    await user.click(screen.getByRole('button', { name: 'Load another' }));
    expect(screen.getByLabelText('Specialties')).toHaveValue('Nutrition');
  });

  test('When a list item set from outside holds a comma, then it is shown as it is and the text stays stable', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Load an item with a comma' }));
    expect(screen.getByLabelText('Specialties')).toHaveValue('Strength, Power');
    await user.type(screen.getByLabelText('Specialties'), ', Speed');
    expect(screen.getByLabelText('Specialties')).toHaveValue('Strength, Power, Speed');
  });
});

const consentSchema = z.strictObject({ consent: z.literal(true, { error: 'Please accept the waiver' }) });

function ConsentForm() {
  const form = useZodForm(consentSchema, { defaultValues: { consent: false as unknown as true } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate aria-label="Waiver">
      <CheckboxField form={form} name="consent" label="I accept the waiver" hint="Required before your first session" />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('CheckboxField', () => {
  test('When a checkbox that must be ticked is not, then it is invalid, described by the message and focused; ticking it clears the message', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ConsentForm />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const box = screen.getByRole('checkbox', { name: 'I accept the waiver' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required before your first session Please accept the waiver');
    expect(box).toHaveFocus();
    await user.click(box);
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please accept the waiver')).not.toBeInTheDocument();
  });
});
