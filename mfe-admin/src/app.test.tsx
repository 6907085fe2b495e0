import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeSignedInArea, mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { renderRoute } from './testing/render-route';

describeSignedInArea({
  name: 'admin area',
  role: 'admin',
  renderRoute,
  pages: [
    ['/admin', 'Admin Dashboard'],
    ['/digital-content', 'Digital Content Management'],
  ],
});

describe('admin logout', () => {
  afterEach(() => act(() => resetToasts()));

  test('When an admin logs out, then the toast confirms they left the admin panel', async () => {
    const user = userEvent.setup();
    const me = { id: 'u1', username: 'jane', email: 'jane@example.com', role: 'admin', firstName: 'Jane', lastName: 'Doe' };
    mockFetch({ 'GET /api/auth/me': { body: me }, 'POST /api/auth/logout': { status: 204 } });
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Logged out');
    expect(toast).toHaveTextContent('You have been logged out of the admin panel');
  });
});
