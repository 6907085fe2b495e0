import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredText } from '@wsms/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { renderWithTheme } from '../testing/render-with-theme';
import { applyServerErrors, fieldIssues } from './server-errors';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

const schema = z.strictObject({ clientName: requiredText('Full Name'), clientEmail: requiredText('Email') });

// What the api-client throws: the answer's status and, from a JSON answer, its field errors.
const failure = (status: number, body: unknown) =>
  Object.assign(new Error(`${status}`), { status, errors: typeof body === 'object' && body !== null && 'errors' in body ? body.errors : [] });
const badRequest = (errors: unknown) => failure(400, { message: 'Invalid body', errors });

function Harness({ answer }: { answer: unknown }) {
  const form = useZodForm(schema, { defaultValues: { clientName: '', clientEmail: '' } });
  const [landed, setLanded] = useState<boolean | null>(null);
  return (
    <form onSubmit={form.handleSubmit(() => setLanded(applyServerErrors(form, answer, { prefix: 'bookingData.' })))} noValidate aria-label="Booking details">
      <TextField form={form} name="clientName" label="Full Name *" />
      <TextField form={form} name="clientEmail" label="Email *" />
      <button type="submit">Proceed to Payment</button>
      {landed !== null && <output>{landed ? 'on the fields' : 'not on a field'}</output>}
    </form>
  );
}

async function submitWith(answer: unknown) {
  const user = userEvent.setup();
  renderWithTheme(<Harness answer={answer} />);
  await user.type(screen.getByLabelText('Full Name *'), 'Jo');
  await user.type(screen.getByLabelText('Email *'), 'jo@');
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return user;
}

describe('Server errors on the fields', () => {
  test('When the server answers 400 naming fields, then each message shows under its field and focus moves to the first', async () => {
    await submitWith(badRequest([
      { path: 'bookingData.clientEmail', message: 'Invalid email address' },
      { path: 'bookingData.clientEmail', message: 'Email must be at most 254 characters' },
      { path: 'instructorId', message: 'Choose an instructor' },
      { path: 'bookingData.sessionDate', message: 'Sessions are not available on Sundays' },
    ]));
    const email = screen.getByLabelText('Email *');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('on the fields');
  });

  test('When the field named by the server is edited, then its message goes away', async () => {
    const user = await submitWith(badRequest([{ path: 'bookingData.clientEmail', message: 'Invalid email address' }]));
    await user.type(screen.getByLabelText('Email *'), 'x.com');
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'false');
  });

  test.each([
    ['a 409', failure(409, { message: 'That time is no longer available', errors: [{ path: 'bookingData.clientEmail', message: 'x' }] })],
    ['a 400 without field errors', failure(400, { message: 'Bad request' })],
    ['a 400 whose body is not JSON', failure(400, '<html>Bad Request</html>')],
    ['a 400 naming only paths outside the form', badRequest([{ path: 'bookingData.time', message: 'Invalid time' }])],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('When the failure is %s, then no field is marked', async (_label, answer) => {
    await submitWith(answer);
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('not on a field');
  });

  test('When the errors list holds malformed entries, then only well-formed issues are read', () => {
    const issues = fieldIssues(badRequest([{ path: 'name', message: 'Name is required' }, { path: 3 }, null, 'oops']));
    expect(issues).toEqual([{ path: 'name', message: 'Name is required' }]);
  });
});
