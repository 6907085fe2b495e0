import { render, screen } from '@testing-library/react';
import { UiProvider } from '@wsms/ui';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AccessDenied } from './access-denied';

const renderWithProviders = (ui: ReactNode) => render(<UiProvider><MemoryRouter>{ui}</MemoryRouter></UiProvider>);

describe('Access Denied', () => {
  test('When nobody is signed in, then the card keeps the spec\'s Go to Login', () => {
    renderWithProviders(<AccessDenied />);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  test('When an admin is turned away, then the card leads to the admin dashboard', () => {
    renderWithProviders(<AccessDenied signedInAs="admin" />);
    expect(screen.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
