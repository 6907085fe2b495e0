import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { renderRoute } from './testing/render-route';

const me = { id: 'u1', username: 'jane', email: 'jane@example.com', role: 'staff', firstName: 'Jane', lastName: 'Doe' };

describe('staff area', () => {
  afterEach(() => act(() => resetToasts()));

  test.each([
    ['/staff-dashboard', 'Staff Dashboard'],
    ['/instructor-dashboard', 'Instructor Dashboard'],
    ['/staff', 'Staff'],
  ])('When %s opens, then its heading is "%s" and the signed-in user is greeted', async (path, title) => {
    mockFetch({ 'GET /api/auth/me': { body: me } });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(/Welcome, Jane Doe/)).toHaveTextContent('staff');
    expect(document.title).toBe(`${title} | Where Science Meets Sport`);
  });

  test('When Logout is pressed, then the session ends and the visitor returns to /', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: me }, 'POST /api/auth/logout': { status: 204 } });
    renderRoute('/staff-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  test('When logout fails, then the toast says "Logout failed" and the page stays', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/me': { body: me }, 'POST /api/auth/logout': { status: 500 } });
    renderRoute('/staff-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Logout failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeInTheDocument();
  });
});
