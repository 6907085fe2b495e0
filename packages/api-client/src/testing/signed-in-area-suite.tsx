import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { mockFetch } from './mock-fetch';

interface SignedInArea {
  /** The describe block's name, e.g. 'admin area'. */
  name: string;
  role: Role;
  /** Renders the remote's App at a path (the remote's testing/render-route). */
  renderRoute: (path: string) => unknown;
  /** [path, h1 and tab title] of each page; the first is the one the logout tests use. */
  pages: [string, string][];
}

/**
 * What every signed-in remote shows the same way: each page's heading, tab title and greeting
 * ('Welcome, {first} {last}' with the role), and its Logout (back to / on success, 'Logout failed' toast).
 */
export function describeSignedInArea({ name, role, renderRoute, pages }: SignedInArea) {
  const me = { id: 'u1', username: 'jane', email: 'jane@example.com', role, firstName: 'Jane', lastName: 'Doe' };
  const [home, homeTitle] = pages[0]!;

  describe(name, () => {
    afterEach(() => act(() => resetToasts()));

    test.each(pages)('When %s opens, then its heading is "%s" and the signed-in user is greeted', async (path, title) => {
      mockFetch({ 'GET /api/auth/me': { body: me } });
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(/Welcome, Jane Doe/)).toHaveTextContent(role);
      expect(document.title).toBe(`${title} | Where Science Meets Sport`);
    });

    test('When Logout is pressed, then the session ends and the visitor returns to /', async () => {
      const user = userEvent.setup();
      const fetchMock = mockFetch({ 'GET /api/auth/me': { body: me }, 'POST /api/auth/logout': { status: 204 } });
      renderRoute(home);
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Now at /')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    });

    test('When logout fails, then the toast says "Logout failed" and the page stays', async () => {
      const user = userEvent.setup();
      mockFetch({ 'GET /api/auth/me': { body: me }, 'POST /api/auth/logout': { status: 500 } });
      renderRoute(home);
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Logout failed');
      expect(screen.getByRole('heading', { level: 1, name: homeTitle })).toBeInTheDocument();
    });
  });
}
