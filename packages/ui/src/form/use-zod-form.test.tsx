import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredText } from '@wsms/contracts';
import { z } from 'zod';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

const schema = z.strictObject({
  name: requiredText('Name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address')),
  nickname: z.string().trim().min(3, 'Nickname must be at least 3 characters').optional().or(z.literal('')),
});

function Harness({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '', nickname: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Profile">
      <TextField form={form} name="name" label="Name" required />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="nickname" label="Nickname" hint="Shown to your coach" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset()}>Reset</button>
    </form>
  );
}

function setup() {
  const onValid = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness onValid={onValid} />);
  return { onValid, user };
}

describe('useZodForm with TextField', () => {
  test('When submitted with invalid values, then each field shows its first message, focus moves to the first, and nothing is submitted', async () => {
    const { onValid, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(name).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  test('When a field is required, then its control carries the required marker and the others do not', () => {
    setup();
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Email')).not.toBeRequired();
  });

  test('When the values are valid, then the submit handler receives the schema output', async () => {
    const { onValid, user } = setup();
    await user.type(screen.getByLabelText('Name'), '  Ana Lima ');
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Ana Lima', email: 'ana@example.com', nickname: '' });
  });

  test('When an invalid field is edited, then its message goes away until the next submit and the others stay', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Nickname'), 'a');
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Shown to your coach');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Shown to your coach Nickname must be at least 3 characters');
  });

  test('When the form is reset, then the values and the messages are cleared', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });
});
