import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '@wsms/ui/testing';
import type { ReactNode } from 'react';
import { authKeys } from '../features/auth/auth-keys';
import { createQueryClient } from '../lib/query-client';
import { mockFetch } from '../testing/mock-fetch';
import { SignedInHeader } from './signed-in-header';

function renderHeader(actions?: ReactNode) {
  const client = createQueryClient();
  renderWithTheme(
    <QueryClientProvider client={client}>
      <SignedInHeader title="Staff Dashboard" actions={actions} />
    </QueryClientProvider>,
  );
  return client;
}

describe('SignedInHeader', () => {
  test('When a staff member is signed in, then the area heading greets them with their role, and the buttons stand beside it', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { id: 'u1', username: 'sam', email: 'sam@example.com', role: 'staff', firstName: 'Sam', lastName: 'Lee' } } });
    renderHeader(<button type="button">Open the staff view</button>);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Welcome, Sam Lee/)).toHaveTextContent('Welcome, Sam Lee staff');
    expect(screen.getByRole('button', { name: 'Open the staff view' })).toBeInTheDocument();
  });

  test('When nobody is signed in, then only the heading shows', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    const client = renderHeader();
    await waitFor(() => expect(client.getQueryState(authKeys.me())?.status).toBe('success'));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });
});
