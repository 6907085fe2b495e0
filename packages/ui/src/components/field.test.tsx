import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Input } from './controls';
import { Field } from './field';

describe('Field', () => {
  test('When an error is given, then the control is invalid and described by the error text', () => {
    renderWithTheme(<Field label="Username" error="Username is required">{(c) => <Input {...c} />}</Field>);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required');
  });

  test('When there is no error, then the control is valid and has no description', () => {
    renderWithTheme(<Field label="Email">{(c) => <Input {...c} type="email" />}</Field>);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
