import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredText } from '@wsms/contracts';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { renderWithTheme } from '../testing/render-with-theme';
import { useDeferredZodForm, type DeferredZodForm } from './deferred-zod-form';
import { SelectField } from './select-field';
import { applyServerErrors } from './server-errors';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const schema = z.strictObject({
  name: requiredText('Name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address')),
  plan: z.enum(['basic', 'pro'], { error: 'Choose a plan' }),
  notes: z.string().max(10, 'Keep it short'),
});
const empty = { name: '', email: '', plan: '', notes: '' } as unknown as z.input<typeof schema>;

// What the api-client throws for a 400.
const badRequest = (errors: unknown) => Object.assign(new Error('400'), { status: 400, errors });

interface HarnessProps {
  loadSchema: () => Promise<typeof schema>;
  onValid?: (data: z.output<typeof schema>) => void;
  onWatch?: (values: z.input<typeof schema>, name: string | undefined, type: string | undefined) => void;
  serverAnswer?: unknown;
  expose?: (form: DeferredZodForm<typeof schema>) => void;
}

function Harness({ loadSchema, onValid = () => undefined, onWatch, serverAnswer, expose }: HarnessProps) {
  const form = useDeferredZodForm(loadSchema, { defaultValues: empty });
  const [landed, setLanded] = useState<boolean | null>(null);
  useEffect(() => {
    expose?.(form);
  }, [expose, form]);
  useEffect(() => {
    if (!onWatch) return undefined;
    const subscription = form.watch((values, { name, type }) => onWatch(values, name, type));
    return () => subscription.unsubscribe();
  }, [form, onWatch]);
  const submit = (data: z.output<typeof schema>) => {
    onValid(data);
    if (serverAnswer) setLanded(applyServerErrors(form, serverAnswer));
  };
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Membership">
      <TextField form={form} name="name" label="Name" required />
      <TextField form={form} name="email" label="Email" type="email" />
      <SelectField form={form} name="plan" label="Plan" placeholder="Select a plan" options={[{ value: 'basic', label: 'Basic' }, { value: 'pro', label: 'Pro' }]} />
      <TextAreaField form={form} name="notes" label="Notes" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset()}>Reset</button>
      {landed !== null && <output>{landed ? 'on the fields' : 'not on a field'}</output>}
    </form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), ' Ana ');
  await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
  await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
  await user.type(screen.getByLabelText('Notes'), 'Knees');
}

describe('useDeferredZodForm', () => {
  test('When the form is first shown, then its schema is not loaded; when it is sent, then the loaded schema checks it (once loaded, always used)', async () => {
    const loadSchema = jest.fn(() => Promise.resolve(schema));
    const onValid = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness loadSchema={loadSchema} onValid={onValid} />);
    expect(loadSchema).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Ana', email: 'ana@example.com', plan: 'pro', notes: 'Knees' });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  test('When the schema cannot be loaded, then the form is sent unchecked (the server checks it) and the next send tries loading again', async () => {
    const loadSchema = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const onValid = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness loadSchema={loadSchema} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual(empty);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });

  test('When sent with several invalid fields, then each shows its first message on its control and focus goes to the first in the form', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness loadSchema={() => Promise.resolve(schema)} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Notes'), 'far too long a note');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Plan')).toHaveAccessibleDescription('Choose a plan');
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Keep it short');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  test('When an invalid field is edited, then only its message goes away until the next send', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness loadSchema={() => Promise.resolve(schema)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await user.selectOptions(screen.getByLabelText('Plan'), 'basic');
    expect(screen.queryByText('Choose a plan')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Plan')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Plan'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a plan')).toBeInTheDocument();
  });

  test('When the form is reset, then every control shows its default again and the messages go', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithTheme(<Harness loadSchema={() => Promise.resolve(schema)} onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    for (const label of ['Name', 'Email', 'Plan', 'Notes']) expect(screen.getByLabelText(label)).toHaveValue('');
    // What was typed before the reset is not sent after it.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  test('When a value is set or read by the page, then the control shows it, the values carry it and watchers hear of it without a change type', async () => {
    const user = userEvent.setup();
    const onWatch = jest.fn();
    let form: DeferredZodForm<typeof schema> | undefined;
    renderWithTheme(<Harness loadSchema={() => Promise.resolve(schema)} onWatch={onWatch} expose={(f) => (form = f)} />);
    act(() => form!.setValue('plan', 'pro'));
    expect(screen.getByLabelText('Plan')).toHaveValue('pro');
    expect(form!.getValues('plan')).toBe('pro');
    expect(onWatch).toHaveBeenLastCalledWith(expect.objectContaining({ plan: 'pro' }), 'plan', undefined);
    await user.type(screen.getByLabelText('Name'), 'Jo');
    expect(onWatch).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Jo', plan: 'pro' }), 'name', 'change');
    expect(form!.getValues()).toEqual({ name: 'Jo', email: '', plan: 'pro', notes: '' });
    act(() => form!.setFocus('notes'));
    expect(screen.getByLabelText('Notes')).toHaveFocus();
  });

  test("When the server answers 400 with messages per field, then they show under those fields and focus goes to the first", async () => {
    const user = userEvent.setup();
    const answer = badRequest([
      { path: 'email', message: 'This e-mail cannot receive mail' },
      { path: 'notes', message: 'No links, please' },
      { path: 'unknown', message: 'Not a field here' },
    ]);
    renderWithTheme(<Harness loadSchema={() => Promise.resolve(schema)} serverAnswer={answer} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('on the fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This e-mail cannot receive mail');
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('No links, please');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText('Not a field here')).not.toBeInTheDocument();
  });
});
