import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tabs } from './tabs';

const items = [
  { id: 'login', label: 'Login', content: <p>Login form</p> },
  { id: 'register', label: 'Register', content: <p>Register form</p> },
];

describe('Tabs', () => {
  test('When rendered, then the first tab is selected and its panel is labelled by it', () => {
    renderWithTheme(<Tabs label="Account" items={items} />);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toHaveTextContent('Login form');
  });

  test('When the right arrow key is pressed on a tab, then the next tab is selected and focused', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Account" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.keyboard('{ArrowRight}');
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Register form');
  });

  test('When the left arrow key is pressed on the first tab, then selection wraps to the last tab', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Account" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });
});
