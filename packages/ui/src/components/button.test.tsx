import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { renderWithTheme } from '../testing';
import { Button } from './button';

describe('Button', () => {
  test('When it is a plain button, then it is one button of type button and nothing else', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('When it leads somewhere, then it is a link (one tab stop) whose face answers to the button role too, and a click on the face follows the link', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Button as={Link} to="/login">Go to Login</Button>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Go to Login' });
    expect(link).toHaveAttribute('href', '/login');
    const face = screen.getByRole('button', { name: 'Go to Login' });
    expect(link).toContainElement(face);
    expect(face).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(link).toHaveFocus();
    await user.click(face);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  test('When it is an external link, then the face is inside the anchor as well', () => {
    renderWithTheme(<Button as="a" href="https://example.com" target="_blank" rel="noopener noreferrer">Visit</Button>);
    expect(screen.getByRole('link', { name: 'Visit' })).toContainElement(screen.getByRole('button', { name: 'Visit' }));
  });
});
