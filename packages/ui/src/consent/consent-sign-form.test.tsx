import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ConsentText } from './consent-parts';
import { ConsentSignForm } from './consent-sign-form';

describe('ConsentSignForm', () => {
  test('When a name is typed and the agreement ticked, then Sign consent sends the typed name', async () => {
    const user = userEvent.setup();
    const onSign = jest.fn();
    renderWithTheme(<ConsentSignForm nameLabel="Type your full name" nameHint="As on your account: Jamie Rivera" pending={false} onSign={onSign} />);
    const sign = screen.getByRole('button', { name: 'Sign consent' });
    await user.type(screen.getByLabelText('Type your full name'), 'Jamie Rivera');
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to this consent form' }));
    await user.click(sign);
    expect(onSign).toHaveBeenCalledWith('Jamie Rivera');
    expect(screen.getByLabelText('Type your full name')).toHaveAccessibleDescription('As on your account: Jamie Rivera');
  });

  test('When signing is under way or failed, then the button says so and the error describes the name', () => {
    renderWithTheme(<ConsentSignForm nameLabel="Type the name the booking was made in" error="The name does not match the booking" pending onSign={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Signing...' })).toBeDisabled();
    expect(screen.getByLabelText('Type the name the booking was made in')).toHaveAccessibleDescription('The name does not match the booking');
  });

  test('When the consent text is shown, then it is a named region a keyboard user can focus to scroll', () => {
    renderWithTheme(<ConsentText aria-label="Consent text">I understand the risks.</ConsentText>);
    expect(screen.getByRole('region', { name: 'Consent text' })).toHaveAttribute('tabindex', '0');
  });
});
